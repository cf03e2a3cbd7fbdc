import type { Language } from '@marketplace/core';

/** A real city as written locally, with coordinates, its country's currency and languages. */
export interface Place {
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly currency: string;
  /** Languages adverts there are written in, with their shares. */
  readonly languages: readonly (readonly [Language, number])[];
  /** Share of the market's adverts placed here. */
  readonly weight: number;
}

const serbia = [['sr', 0.85], ['en', 0.05], ['ru', 0.1]] as const;
const moldova = [['ro', 0.7], ['ru', 0.3]] as const;
const romania = [['ro', 0.92], ['hu', 0.04], ['en', 0.04]] as const;
const hungary = [['hu', 0.93], ['en', 0.04], ['de', 0.03]] as const;
const bulgaria = [['bg', 0.9], ['en', 0.05], ['ru', 0.05]] as const;
const ukraine = [['uk', 0.75], ['ru', 0.25]] as const;
const austria = [['de', 0.85], ['en', 0.1], ['sr', 0.05]] as const;

const place = (city: string, latitude: number, longitude: number, currency: string, languages: Place['languages'], weight: number): Place => ({
  city, latitude, longitude, currency, languages, weight,
});

export const PLACES: readonly Place[] = [
  place('Beograd', 44.8125, 20.4612, 'RSD', serbia, 14),
  place('Novi Sad', 45.2671, 19.8335, 'RSD', serbia, 6),
  place('Niš', 43.3209, 21.8958, 'RSD', serbia, 4),
  place('Kragujevac', 44.0128, 20.9114, 'RSD', serbia, 2),
  place('Subotica', 46.1005, 19.6651, 'RSD', serbia, 2),
  place('Podgorica', 42.4304, 19.2594, 'EUR', [['sr', 0.9], ['en', 0.1]], 2),
  place('Chișinău', 47.0105, 28.8638, 'MDL', moldova, 5),
  place('Bălți', 47.7617, 27.9289, 'MDL', moldova, 1),
  place('București', 44.4268, 26.1025, 'RON', romania, 9),
  place('Cluj-Napoca', 46.7712, 23.6236, 'RON', romania, 3),
  place('Timișoara', 45.7489, 21.2087, 'RON', romania, 3),
  place('Iași', 47.1585, 27.6014, 'RON', romania, 2),
  place('Budapest', 47.4979, 19.0402, 'HUF', hungary, 8),
  place('Debrecen', 47.5316, 21.6273, 'HUF', hungary, 2),
  place('Szeged', 46.253, 20.1414, 'HUF', hungary, 2),
  place('София', 42.6977, 23.3219, 'BGN', bulgaria, 6),
  place('Пловдив', 42.1354, 24.7453, 'BGN', bulgaria, 2),
  place('Варна', 43.2141, 27.9147, 'BGN', bulgaria, 2),
  place('Київ', 50.4501, 30.5234, 'UAH', ukraine, 8),
  place('Львів', 49.8397, 24.0297, 'UAH', ukraine, 3),
  place('Одеса', 46.4825, 30.7233, 'UAH', ukraine, 3),
  place('Wien', 48.2082, 16.3738, 'EUR', austria, 5),
  place('Graz', 47.0707, 15.4395, 'EUR', austria, 1),
];

/** Euros to a local price (approximate rates; prices are never converted by the service). */
export const EUR_RATE: Readonly<Record<string, number>> = {
  EUR: 1, RSD: 117, MDL: 19.5, RON: 5, HUF: 390, BGN: 1.96, UAH: 45,
};
