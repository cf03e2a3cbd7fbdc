/**
 * The spatial grid of the search index: cells of 0.1 degree (about 11 km of latitude) and, in
 * crowded cells, fine cells of 0.01 degree, with bounds of the distance from a point to any point
 * of a cell. Plain functions of numbers: they run hundreds of times per search, and a closure made
 * per call costs more than the arithmetic (tsx names each one it creates).
 */

import { EARTH_RADIUS_KM } from '@marketplace/core';

export { EARTH_RADIUS_KM };
const CELL_DEGREES = 0.1;
const FINE_DEGREES = 0.01;
const CELL_ROW = 4_000;
const FINE_ROW = 40_000;
const RAD = Math.PI / 180;

/** A grid's cell: its row and column of `degrees` from the south pole and the antimeridian. */
export interface GridCell {
  readonly row: number;
  readonly column: number;
  readonly degrees: number;
}

export function cellKey(lat: number, lon: number): number {
  return Math.floor((lat + 90) / CELL_DEGREES) * CELL_ROW + Math.floor((lon + 180) / CELL_DEGREES);
}

export function fineKey(lat: number, lon: number): number {
  return Math.floor((lat + 90) / FINE_DEGREES) * FINE_ROW + Math.floor((lon + 180) / FINE_DEGREES);
}

export function gridCell(key: number, fine: boolean): GridCell {
  const width = fine ? FINE_ROW : CELL_ROW;
  const row = Math.floor(key / width);
  return { row, column: key - row * width, degrees: fine ? FINE_DEGREES : CELL_DEGREES };
}

/** How far x is outside [lo, hi] (0 inside). */
function gap(x: number, lo: number, hi: number): number {
  return x < lo ? lo - x : x > hi ? x - hi : 0;
}

/** A longitude difference in degrees, the short way round. */
function wrap(d: number): number {
  return Math.min(Math.abs(d), 360 - Math.abs(d));
}

/** The haversine term for latitude and longitude differences (degrees) and the two cosines. */
function haversine(dLat: number, cosP: number, cosQ: number, dLon: number): number {
  return Math.sin((dLat * RAD) / 2) ** 2 + cosP * cosQ * Math.sin((dLon * RAD) / 2) ** 2;
}

function arcKm(h: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Bounds of the distance from `p` to any point of the cell, from the haversine formula itself:
 * h = sin²(Δφ/2) + cos φp · cos φ · sin²(Δλ/2) grows with |Δφ|, |Δλ| (up to π) and cos φ, so the
 * smallest and largest of each over the cell bound h, and the distance, from both sides.
 */
export function cellDistances({ row, column, degrees }: GridCell, p: { latitude: number; longitude: number }): { near: number; far: number } {
  const south = row * degrees - 90;
  const north = south + degrees;
  const west = column * degrees - 180;
  const east = west + degrees;
  const dLatMin = gap(p.latitude, south, north);
  const dLatMax = Math.max(Math.abs(p.latitude - south), Math.abs(p.latitude - north));
  const inLon = gap(p.longitude, west, east) === 0;
  const dLonMin = inLon ? 0 : Math.min(wrap(p.longitude - west), wrap(p.longitude - east));
  const dLonMax = Math.min(180, Math.max(wrap(p.longitude - west), wrap(p.longitude - east)));
  const cosP = Math.cos(p.latitude * RAD);
  const cosLo = Math.max(0, Math.min(Math.cos(south * RAD), Math.cos(north * RAD)));
  const cosHi = south <= 0 && north >= 0 ? 1 : Math.max(Math.cos(south * RAD), Math.cos(north * RAD));
  // A relative margin for the rounding of the two evaluations.
  return {
    near: arcKm(haversine(dLatMin, cosP, cosLo, dLonMin)) * (1 - 1e-9) - 1e-9,
    far: arcKm(haversine(dLatMax, cosP, cosHi, dLonMax)) * (1 + 1e-9) + 1e-9,
  };
}
