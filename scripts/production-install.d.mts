export function productionInstall(root: string, app: string, stdio?: 'inherit' | 'ignore'): void;
