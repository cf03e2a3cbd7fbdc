import { t, type Phrase } from './phrase.js';

/** Curated phrases adverts are written from, in all eight languages (Serbian in Latin). */
export const CONDITION_TITLE = {
  new: t('new in box', 'в упаковке', 'în cutie', 'neu und OVP', 'в упаковці', 'új, dobozában', 'в опаковка', 'u originalnom pakovanju'),
  used: t('used', 'б/у', 'folosit', 'gebraucht', 'вживане', 'használt', 'употребявано', 'polovno'),
  likeNew: t('like new', 'в идеальном состоянии', 'în stare perfectă', 'wie neu', 'без слідів використання', 'újszerű', 'в отлично състояние', 'kao novo'),
} satisfies Record<string, Phrase>;

export const WANTED = t('Wanted', 'Куплю', 'Cumpăr', 'Suche', 'Куплю', 'Keresek', 'Търся', 'Kupujem');

/** Rented out: the end of a property title ("Dvosoban stan, 56 m², izdavanje"). */
export const FOR_RENT = t('for rent', 'в аренду', 'de închiriat', 'zu vermieten', 'в оренду', 'kiadó', 'под наем', 'izdavanje');

/** Openings take the item in the nominative after a colon, so every noun fits every language. */
export const OPENING = {
  sell: t('For sale: {item}.', 'Продаётся: {item}.', 'De vânzare: {item}.', 'Zu verkaufen: {item}.', 'Продається: {item}.', 'Eladó: {item}.', 'Продава се: {item}.', 'Na prodaju: {item}.'),
  rent: t('For rent: {item}.', 'Сдаётся: {item}.', 'De închiriat: {item}.', 'Zu vermieten: {item}.', 'Здається: {item}.', 'Kiadó: {item}.', 'Дава се под наем: {item}.', 'Izdaje se: {item}.'),
  buy: t('Looking for: {item}.', 'Ищу: {item}.', 'Caut: {item}.', 'Gesucht: {item}.', 'Шукаю: {item}.', 'Keresem: {item}.', 'Търся: {item}.', 'Tražim: {item}.'),
} as const;

/** What a wanted ad asks for after its opening. */
export const WANTED_SENTENCES: readonly Phrase[] = [
  t('It should be in working order, without damage.', 'Должен быть исправен, без повреждений.', 'Să fie funcțional, fără defecte.', 'Sollte funktionieren und unbeschädigt sein.', 'Має бути справним, без пошкоджень.', 'Működő, sérülésmentes legyen.', 'Да е в изправност, без повреди.', 'Da bude ispravan, bez oštećenja.'),
  t('Send me the price and photos in a message.', 'Пишите цену и присылайте фото в сообщении.', 'Trimiteți prețul și poze în mesaj.', 'Bitte Preis und Fotos per Nachricht.', 'Пишіть ціну і надсилайте фото в повідомленні.', 'Árat és fotót üzenetben kérek.', 'Пишете цена и снимки в съобщение.', 'Pošaljite cenu i slike u poruci.'),
  t('I can pick it up in person.', 'Могу забрать сам.', 'Pot veni personal să-l ridic.', 'Ich hole es selbst ab.', 'Можу забрати сам.', 'Személyesen elviszem.', 'Мога да го взема лично.', 'Mogu lično da preuzmem.'),
];

/** One sentence about the condition, matching the condition of the advert and of its title. */
export const CONDITION_SENTENCES: Readonly<Record<'new' | 'likeNew' | 'used', readonly Phrase[]>> = {
  new: [
    t('Condition: new, in the original box.', 'Состояние: новое, в оригинальной упаковке.', 'Stare: nou, în cutia originală.', 'Zustand: neu, in Originalverpackung.', 'Абсолютно новий товар в оригінальній упаковці.', 'Állapot: új, eredeti dobozában.', 'Състояние: ново, в оригиналната опаковка.', 'Novo, u originalnom pakovanju.'),
    t('Never used, still in the wrapping.', 'Без следов использования, в заводской плёнке.', 'Fără urme de utilizare, în folie.', 'Unbenutzt, noch in Folie.', 'Без слідів використання, у заводській плівці.', 'Használatlan, bontatlan fóliában.', 'Без следи от употреба, в заводско фолио.', 'Bez tragova korišćenja, u fabričkoj foliji.'),
  ],
  likeNew: [
    t('Excellent condition, no scratches.', 'Отличное состояние, без царапин.', 'Stare excelentă, fără zgârieturi.', 'Ausgezeichneter Zustand, keine Kratzer.', 'Без подряпин і потертостей.', 'Kiváló állapot, karcmentes.', 'Отлично състояние, без драскотини.', 'Odlično očuvano, bez ogrebotina.'),
    t('Used only a few times.', 'Пользовались всего несколько раз.', 'Doar câteva utilizări.', 'Nur wenige Male benutzt.', 'Користувалися лише кілька разів.', 'Csak néhányszor használtuk.', 'Само няколко употреби.', 'Korišćeno samo nekoliko puta.'),
  ],
  used: [
    t('Well kept, fully working.', 'Бережное использование, всё работает.', 'Întreținere atentă, funcționează perfect.', 'Gepflegt, voll funktionsfähig.', 'Дбайливе використання, все працює.', 'Megkímélt, hibátlanul működik.', 'Грижливо ползване, всичко работи.', 'Čuvano, potpuno ispravno.'),
    t('Some signs of use, works perfectly.', 'Есть следы использования, работает отлично.', 'Urme de utilizare, funcționează perfect.', 'Leichte Gebrauchsspuren, funktioniert einwandfrei.', 'Є сліди використання, працює відмінно.', 'Kisebb használati nyomok, tökéletesen működik.', 'Следи от употреба, работи перфектно.', 'Tragovi korišćenja, radi besprekorno.'),
  ],
};

/** The same for things worn (clothes, shoes, bags): no scratches, no "works perfectly". */
export const WORN_CONDITION_SENTENCES: Readonly<Record<'new' | 'likeNew' | 'used', readonly Phrase[]>> = {
  new: [
    t('New with tags, never worn.', 'Новое, с бирками, не носилось.', 'Nou, cu etichetă, nepurtat.', 'Neu mit Etikett, nie getragen.', 'Нове, з бирками, не носилося.', 'Új, címkés, sosem volt hordva.', 'Ново, с етикет, неносено.', 'Novo, sa etiketom, nenošeno.'),
  ],
  likeNew: [
    t('Worn only a few times, no stains or wear.', 'Надевали всего несколько раз, без пятен и потёртостей.', 'Purtat doar de câteva ori, fără pete sau uzură.', 'Nur ein paar Mal getragen, keine Flecken, kein Verschleiß.', 'Одягали лише кілька разів, без плям і потертостей.', 'Csak néhányszor volt hordva, folt- és kopásmentes.', 'Носено само няколко пъти, без петна и протърквания.', 'Nošeno samo nekoliko puta, bez fleka i oštećenja.'),
  ],
  used: [
    t('Worn, in good condition, no holes or stains.', 'Носилось, в хорошем состоянии, без дыр и пятен.', 'Purtat, în stare bună, fără găuri sau pete.', 'Getragen, guter Zustand, keine Löcher oder Flecken.', 'Ношене акуратно, без дірок і плям.', 'Hordott, jó állapotú, lyuk- és foltmentes.', 'Носено, в добро състояние, без дупки и петна.', 'Nošeno, dobro očuvano, bez rupa i fleka.'),
  ],
};

export const MILEAGE = t('Mileage {km} km.', 'Пробег {km} км.', 'Kilometraj {km} km.', 'Kilometerstand {km} km.', 'Пробіг {km} км.', 'Futásteljesítmény: {km} km.', 'Пробег {km} км.', 'Kilometraža {km} km.');

export const EXTRA = {
  warranty: t('Invoice and warranty available.', 'Есть чек и гарантия.', 'Factură și garanție disponibile.', 'Rechnung und Garantie vorhanden.', 'Є чек і гарантія.', 'Számla és garancia van.', 'Има фактура и гаранция.', 'Postoji račun i garancija.'),
  negotiable: t('Price slightly negotiable.', 'Небольшой торг уместен.', 'Preț ușor negociabil.', 'Preis leicht verhandelbar.', 'Невеликий торг доречний.', 'Az ár kicsit alkudható.', 'Цената е леко договорима.', 'Cena blago podložna dogovoru.'),
  delivery: t('Pickup in person or shipping by courier.', 'Самовывоз или доставка курьером.', 'Ridicare personală sau livrare prin curier.', 'Abholung oder Versand per Kurier.', 'Самовивіз або доставка курʼєром.', 'Személyes átvétel vagy futárszolgálat.', 'Лично предаване или доставка с куриер.', 'Lično preuzimanje ili slanje kurirskom službom.'),
  moving: t('Reason for sale: moving abroad.', 'Причина продажи: переезд.', 'Motivul vânzării: mutare în străinătate.', 'Verkaufsgrund: Umzug ins Ausland.', 'Причина продажу: переїзд.', 'Eladás oka: külföldre költözés.', 'Причина за продажба: преместване.', 'Razlog prodaje: selidba u inostranstvo.'),
  call: t('Call or write any time.', 'Звоните или пишите в любое время.', 'Sunați sau scrieți oricând.', 'Jederzeit anrufen oder schreiben.', 'Дзвоніть або пишіть будь-коли.', 'Hívjon vagy írjon bármikor.', 'Обадете се или пишете по всяко време.', 'Pozovite ili pišite bilo kada.'),
} as const;

export const STORE_DESCRIPTIONS: readonly Phrase[] = [
  t('A family shop with fair prices and warranty on every item.', 'Семейный магазин с честными ценами и гарантией на каждый товар.', 'Un magazin de familie cu prețuri corecte și garanție pentru fiecare produs.', 'Ein Familienbetrieb mit fairen Preisen und Garantie auf jeden Artikel.', 'Сімейний магазин з чесними цінами та гарантією на кожен товар.', 'Családi üzlet korrekt árakkal és garanciával minden termékre.', 'Семеен магазин с честни цени и гаранция за всеки артикул.', 'Porodična radnja sa poštenim cenama i garancijom na svaki artikal.'),
  t('New and refurbished goods, delivery across the country.', 'Новые и восстановленные товары, доставка по всей стране.', 'Produse noi și recondiționate, livrare în toată țara.', 'Neue und generalüberholte Ware, Lieferung im ganzen Land.', 'Нові та відновлені товари, доставка по всій країні.', 'Új és felújított termékek, országos szállítás.', 'Нови и обновени стоки, доставка в цялата страна.', 'Nova i obnovljena roba, dostava na teritoriji cele zemlje.'),
];

export const FIRST_NAMES = [
  'Marko', 'Ana', 'Nikola', 'Jelena', 'Stefan', 'Milica', 'Ion', 'Maria', 'Andrei', 'Elena', 'László', 'Katalin',
  'Zoltán', 'Anna', 'Georgi', 'Ivana', 'Dimitar', 'Olena', 'Oleksandr', 'Iryna', 'Dmitri', 'Svetlana', 'Lukas', 'Sophie',
] as const;

export const SHOP_WORDS = ['Tehno', 'Market', 'Plus', 'Centar', 'Shop', 'Studio', 'Express', 'Point', 'Home', 'Star'] as const;
