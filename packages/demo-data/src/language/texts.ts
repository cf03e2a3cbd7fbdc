import { t, type Phrase } from './phrase.js';

/** Curated phrases adverts are written from, in all eight languages (Serbian in Latin). */
export const CONDITION_TITLE = {
  new: t('new', 'новый', 'nou', 'neu', 'новий', 'új', 'нов', 'nov'),
  used: t('used', 'б/у', 'folosit', 'gebraucht', 'вживаний', 'használt', 'употребяван', 'polovan'),
  likeNew: t('like new', 'как новый', 'ca nou', 'wie neu', 'як новий', 'újszerű', 'като нов', 'kao nov'),
} satisfies Record<string, Phrase>;

export const WANTED = t('Wanted', 'Куплю', 'Cumpăr', 'Suche', 'Куплю', 'Keresek', 'Търся', 'Kupujem');

export const OPENINGS: readonly Phrase[] = [
  t('Selling {item}.', 'Продаю {item}.', 'Vând {item}.', 'Verkaufe {item}.', 'Продаю {item}.', 'Eladó {item}.', 'Продавам {item}.', 'Prodajem {item}.'),
  t('For sale: {item}.', 'В продаже: {item}.', 'De vânzare: {item}.', 'Zu verkaufen: {item}.', 'У продажу: {item}.', 'Eladásra kínálom: {item}.', 'За продажба: {item}.', 'Na prodaju: {item}.'),
  t('Offering {item}.', 'Предлагаю {item}.', 'Ofer {item}.', 'Biete {item} an.', 'Пропоную {item}.', 'Kínálom: {item}.', 'Предлагам {item}.', 'Nudim {item}.'),
];

export const WANTED_OPENING = t(
  'Looking for {item}, in good condition.', 'Ищу {item} в хорошем состоянии.', 'Caut {item} în stare bună.',
  'Suche {item} in gutem Zustand.', 'Шукаю {item} у гарному стані.', 'Keresek {item} jó állapotban.',
  'Търся {item} в добро състояние.', 'Tražim {item} u dobrom stanju.',
);

export const CONDITION_SENTENCES: readonly Phrase[] = [
  t('Excellent condition, no scratches.', 'Отличное состояние, без царапин.', 'Stare excelentă, fără zgârieturi.', 'Ausgezeichneter Zustand, keine Kratzer.', 'Відмінний стан, без подряпин.', 'Kiváló állapot, karcmentes.', 'Отлично състояние, без драскотини.', 'Odlično stanje, bez ogrebotina.'),
  t('Well kept, fully working.', 'Бережное использование, всё работает.', 'Bine întreținut, funcționează perfect.', 'Gepflegt, voll funktionsfähig.', 'Дбайливе використання, все працює.', 'Megkímélt, hibátlanul működik.', 'Запазено, работи напълно.', 'Čuvano, potpuno ispravno.'),
  t('Some signs of use, works perfectly.', 'Есть следы использования, работает отлично.', 'Urme de utilizare, funcționează perfect.', 'Leichte Gebrauchsspuren, funktioniert einwandfrei.', 'Є сліди використання, працює відмінно.', 'Kisebb használati nyomok, tökéletesen működik.', 'Следи от употреба, работи перфектно.', 'Tragovi korišćenja, radi besprekorno.'),
  t('Brand new, in the original box.', 'Новый, в оригинальной упаковке.', 'Nou, în cutia originală.', 'Neu, in der Originalverpackung.', 'Новий, в оригінальній упаковці.', 'Vadonatúj, eredeti dobozában.', 'Чисто нов, в оригиналната кутия.', 'Potpuno nov, u originalnoj kutiji.'),
];

export const EXTRAS: readonly Phrase[] = [
  t('Invoice and warranty available.', 'Есть чек и гарантия.', 'Factură și garanție disponibile.', 'Rechnung und Garantie vorhanden.', 'Є чек і гарантія.', 'Számla és garancia van.', 'Има фактура и гаранция.', 'Postoji račun i garancija.'),
  t('Price slightly negotiable.', 'Небольшой торг уместен.', 'Preț ușor negociabil.', 'Preis leicht verhandelbar.', 'Невеликий торг доречний.', 'Az ár kicsit alkudható.', 'Цената е леко договорима.', 'Cena blago podložna dogovoru.'),
  t('Smoke-free home, no pets.', 'Некурящая семья, без животных.', 'Casă de nefumători, fără animale.', 'Nichtraucherhaushalt, keine Haustiere.', 'Сімʼя некурців, без тварин.', 'Nemdohányzó háztartás, állat nincs.', 'Непушачи, без домашни любимци.', 'Nepušački stan, bez ljubimaca.'),
  t('Pickup in person or shipping by courier.', 'Самовывоз или доставка курьером.', 'Ridicare personală sau livrare prin curier.', 'Abholung oder Versand per Kurier.', 'Самовивіз або доставка курʼєром.', 'Személyes átvétel vagy futárszolgálat.', 'Лично предаване или доставка с куриер.', 'Lično preuzimanje ili slanje kurirskom službom.'),
  t('Reason for sale: moving abroad.', 'Причина продажи: переезд.', 'Motivul vânzării: mutare în străinătate.', 'Verkaufsgrund: Umzug ins Ausland.', 'Причина продажу: переїзд.', 'Eladás oka: külföldre költözés.', 'Причина за продажба: преместване.', 'Razlog prodaje: selidba u inostranstvo.'),
  t('Rarely used, like new.', 'Почти не использовался, как новый.', 'Folosit rar, ca nou.', 'Selten benutzt, wie neu.', 'Майже не використовувався, як новий.', 'Ritkán használt, újszerű.', 'Рядко използван, като нов.', 'Retko korišćen, kao nov.'),
];

export const SERVICE_SENTENCES: readonly Phrase[] = [
  t('Fast and reliable, with years of experience.', 'Быстро и надёжно, многолетний опыт.', 'Rapid și de încredere, cu ani de experiență.', 'Schnell und zuverlässig, langjährige Erfahrung.', 'Швидко і надійно, багаторічний досвід.', 'Gyors és megbízható, több éves tapasztalattal.', 'Бързо и надеждно, с дългогодишен опит.', 'Brzo i pouzdano, višegodišnje iskustvo.'),
  t('Available on weekends too.', 'Работаем и в выходные.', 'Disponibil și în weekend.', 'Auch am Wochenende verfügbar.', 'Працюємо і у вихідні.', 'Hétvégén is elérhető.', 'На разположение и през уикенда.', 'Dostupni i vikendom.'),
];

export const STORE_DESCRIPTIONS: readonly Phrase[] = [
  t('A family shop with fair prices and warranty on every item.', 'Семейный магазин с честными ценами и гарантией на каждый товар.', 'Un magazin de familie cu prețuri corecte și garanție pentru fiecare produs.', 'Ein Familienbetrieb mit fairen Preisen und Garantie auf jeden Artikel.', 'Сімейний магазин з чесними цінами та гарантією на кожен товар.', 'Családi üzlet korrekt árakkal és garanciával minden termékre.', 'Семеен магазин с честни цени и гаранция за всеки артикул.', 'Porodična radnja sa poštenim cenama i garancijom na svaki artikal.'),
  t('New and refurbished goods, delivery across the country.', 'Новые и восстановленные товары, доставка по всей стране.', 'Produse noi și recondiționate, livrare în toată țara.', 'Neue und generalüberholte Ware, Lieferung im ganzen Land.', 'Нові та відновлені товари, доставка по всій країні.', 'Új és felújított termékek, országos szállítás.', 'Нови и обновени стоки, доставка в цялата страна.', 'Nova i obnovljena roba, dostava na teritoriji cele zemlje.'),
];

export const FIRST_NAMES = [
  'Marko', 'Ana', 'Nikola', 'Jelena', 'Stefan', 'Milica', 'Ion', 'Maria', 'Andrei', 'Elena', 'László', 'Katalin',
  'Zoltán', 'Anna', 'Georgi', 'Ivana', 'Dimitar', 'Olena', 'Oleksandr', 'Iryna', 'Dmitri', 'Svetlana', 'Lukas', 'Sophie',
] as const;

export const SHOP_WORDS = ['Tehno', 'Market', 'Plus', 'Centar', 'Shop', 'Studio', 'Express', 'Point', 'Home', 'Star'] as const;
