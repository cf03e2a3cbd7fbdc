import { t } from '../language/phrase.js';

/** Colours, sizes and other attributes shared by several leaves (en ru ro de uk hu bg sr). */
export const COLOURS = [
  t('black', 'чёрный', 'negru', 'schwarz', 'чорний', 'fekete', 'черен', 'crna'),
  t('white', 'белый', 'alb', 'weiß', 'білий', 'fehér', 'бял', 'bela'),
  t('grey', 'серый', 'gri', 'grau', 'сірий', 'szürke', 'сив', 'siva'),
  t('blue', 'синий', 'albastru', 'blau', 'синій', 'kék', 'син', 'plava'),
  t('red', 'красный', 'roșu', 'rot', 'червоний', 'piros', 'червен', 'crvena'),
  t('green', 'зелёный', 'verde', 'grün', 'зелений', 'zöld', 'зелен', 'zelena'),
] as const;

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const YEARS = ['2009', '2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022'] as const;
