import { t, type Phrase } from '../language/phrase.js';
import { CLOTHING_SIZES, COLOURS, YEARS } from './colours.js';

/**
 * What each leaf category offers, so that an advert's category, title and description agree.
 * Items are a brand and a model (the same in every language) named with the leaf's everyday noun
 * ("telefon Samsung Galaxy S21"), or a phrase written in all eight languages (en ru ro de uk hu bg
 * sr, Serbian in Latin). Items are listed most popular first: adverts draw them with Zipf weights.
 */
export type Item = readonly [brand: string, model: string] | Phrase;

/** The drawing on a leaf's photos (see photos/pictures.ts). */
export type Picture =
  | 'phone' | 'laptop' | 'monitor' | 'tv' | 'headphones' | 'speaker' | 'gamepad' | 'sofa' | 'table' | 'chair'
  | 'wardrobe' | 'bed' | 'appliance' | 'tool' | 'car' | 'bicycle' | 'motorcycle' | 'tyre' | 'building' | 'house'
  | 'garage' | 'dress' | 'shirt' | 'shoe' | 'watch' | 'bag' | 'ring' | 'pram' | 'toy' | 'ball' | 'guitar' | 'book'
  | 'record' | 'coin' | 'wrench' | 'lesson';

export interface LeafCatalog {
  /** The everyday word a title names brand items with ("phone", "телефон", "Handy"). */
  readonly noun?: Phrase;
  readonly items: readonly Item[];
  /** One is added to the title: a size, a capacity, a colour, a year. */
  readonly attributes?: readonly (string | Phrase)[];
  /** Sentences about this kind of thing; one or two go into a description. */
  readonly sentences: readonly Phrase[];
  readonly priceEur: readonly [number, number];
  /** Property and services: how the offer is made. Goods and vehicles are sold. */
  readonly deal?: 'rent' | 'service';
  /** Property: floor area in m² (the first item the smallest). */
  readonly area?: readonly [number, number];
  readonly mileage?: boolean;
  /** Worn things (clothes, shoes, bags): their condition is said in words for wear. */
  readonly worn?: boolean;
  /** Between brand and model in a title (a record's artist and album). */
  readonly joiner?: string;
  readonly picture: Picture;
}

const GB = ['64 GB', '128 GB', '256 GB'];
const RAM = ['8 GB RAM, 256 GB SSD', '16 GB RAM, 512 GB SSD', '32 GB RAM, 1 TB SSD'];

const phone = t('phone', 'телефон', 'telefon', 'Handy', 'телефон', 'telefon', 'телефон', 'telefon');
const car = t('car', 'автомобиль', 'autoturism', 'Auto', 'автомобіль', 'autó', 'автомобил', 'automobil');
const shoes = t('shoes', 'обувь', 'pantofi', 'Schuhe', 'взуття', 'cipő', 'обувки', 'cipele');

const S = {
  charger: t('Comes with the charger and a case.', 'В комплекте зарядка и чехол.', 'Vine cu încărcător și husă.', 'Mit Ladegerät und Hülle.', 'У комплекті зарядка і чохол.', 'Töltővel és tokkal együtt.', 'Идва със зарядно и калъф.', 'Uz punjač i futrolu.'),
  battery: t('The battery lasts a whole day.', 'Батарея держит весь день.', 'Bateria ține o zi întreagă.', 'Der Akku hält den ganzen Tag.', 'Батарея тримає весь день.', 'Az akkumulátor egész napig bírja.', 'Батерията издържа цял ден.', 'Baterija traje ceo dan.'),
  unlocked: t('Unlocked, works with every network.', 'Разблокирован, работает с любым оператором.', 'Decodat, merge în orice rețea.', 'Ohne Simlock, für alle Netze.', 'Розблокований, працює з будь-яким оператором.', 'Független, minden hálózattal működik.', 'Отключен, работи с всички оператори.', 'Otključan, radi u svim mrežama.'),
  cables: t('All cables included.', 'Все кабели в комплекте.', 'Toate cablurile incluse.', 'Alle Kabel dabei.', 'Усі кабелі в комплекті.', 'Minden kábel megvan hozzá.', 'Всички кабели са включени.', 'Svi kablovi uključeni.'),
  windows: t('Windows 11 installed, ready to use.', 'Установлена Windows 11, готов к работе.', 'Windows 11 instalat, gata de folosit.', 'Windows 11 installiert, sofort einsatzbereit.', 'Встановлена Windows 11, готовий до роботи.', 'Windows 11 telepítve, azonnal használható.', 'Инсталиран Windows 11, готов за работа.', 'Instaliran ‹Windows› 11, spreman za rad.'),
  fast: t('Fast and quiet, good for work and school.', 'Быстрый и тихий, подходит для работы и учёбы.', 'Rapid și silențios, bun pentru muncă și școală.', 'Schnell und leise, gut für Arbeit und Schule.', 'Швидкий і тихий, підходить для роботи та навчання.', 'Gyors és csendes, munkára és tanuláshoz is jó.', 'Бърз и тих, подходящ за работа и училище.', 'Brz i tih, dobar za posao i školu.'),
  pixels: t('No dead pixels.', 'Без битых пикселей.', 'Fără pixeli morți.', 'Keine Pixelfehler.', 'Без битих пікселів.', 'Pixelhiba nincs.', 'Без мъртви пиксели.', 'Bez mrtvih piksela.'),
  smartTv: t('Smart TV with YouTube and Netflix.', 'Smart TV с YouTube и Netflix.', 'Smart TV cu YouTube și Netflix.', 'Smart-TV mit YouTube und Netflix.', 'Smart TV з YouTube і Netflix.', 'Smart TV YouTube-bal és Netflixszel.', 'Smart TV с YouTube и Netflix.', 'Pametni televizor sa ‹YouTube› i ‹Netflix› aplikacijama.'),
  remote: t('Remote control and stand included.', 'Пульт и подставка в комплекте.', 'Telecomanda și suportul incluse.', 'Fernbedienung und Standfuß dabei.', 'Пульт і підставка в комплекті.', 'Távirányítóval és talppal.', 'Дистанционното и стойката са включени.', 'Daljinski i postolje uključeni.'),
  sound: t('Clear, loud sound over Bluetooth.', 'Чистый громкий звук по Bluetooth.', 'Sunet clar și puternic prin Bluetooth.', 'Klarer, kräftiger Klang über Bluetooth.', 'Чистий гучний звук через Bluetooth.', 'Tiszta, erős hang Bluetoothon.', 'Чист, силен звук през Bluetooth.', 'Čist i jak zvuk preko ‹Bluetootha›.'),
  noise: t('Noise cancelling, the battery lasts 30 hours.', 'Шумоподавление, батарея держит 30 часов.', 'Anulare zgomot, bateria ține 30 de ore.', 'Geräuschunterdrückung, Akku hält 30 Stunden.', 'Шумозаглушення, батарея тримає 30 годин.', 'Zajszűrős, az akkumulátor 30 órát bír.', 'Шумопотискане, батерията издържа 30 часа.', 'Poništavanje buke, baterija traje 30 sati.'),
  games: t('Games available on request.', 'Игры по договорённости.', 'Jocuri la cerere.', 'Spiele auf Anfrage.', 'Ігри за домовленістю.', 'Játékok kérésre.', 'Игри при желание.', 'Igrice po dogovoru.'),
  bedSofa: t('Seats three and opens into a bed.', 'Трёхместный, раскладывается в кровать.', 'Trei locuri, se extinde în pat.', 'Dreisitzer, ausziehbar zum Bett.', 'Тримісний, розкладається в ліжко.', 'Háromszemélyes, ággyá nyitható.', 'Триместен, разтяга се на легло.', 'Trosed, razvlači se u krevet.'),
  covers: t('Removable covers, washable.', 'Съёмные чехлы, можно стирать.', 'Huse detașabile, lavabile.', 'Abnehmbare, waschbare Bezüge.', 'Знімні чохли, можна прати.', 'Levehető, mosható huzat.', 'Свалящи се калъфи, перат се.', 'Skidive navlake, mogu da se peru.'),
  seatsSix: t('Seats six people.', 'На шесть человек.', 'Pentru șase persoane.', 'Für sechs Personen.', 'На шість осіб.', 'Hat személyes.', 'За шест души.', 'Za šest osoba.'),
  sturdy: t('Sturdy and stable, nothing wobbles.', 'Прочная конструкция, ничего не шатается.', 'Construcție solidă, nu se clatină.', 'Stabil, nichts wackelt.', 'Міцна конструкція, нічого не хитається.', 'Stabil, semmi sem lötyög.', 'Здрава конструкция, нищо не се клати.', 'Čvrsta konstrukcija, ništa se ne klima.'),
  dismantled: t('Can be picked up dismantled.', 'Можно забрать в разобранном виде.', 'Se poate ridica demontat.', 'Kann zerlegt abgeholt werden.', 'Можна забрати в розібраному вигляді.', 'Szétszedve elvihető.', 'Може да се вземе разглобено.', 'Može da se preuzme rastavljeno.'),
  mattress: t('Mattress included.', 'Матрас в комплекте.', 'Saltea inclusă.', 'Matratze inklusive.', 'Матрац у комплекті.', 'Matraccal együtt.', 'С включен матрак.', 'Dušek uključen.'),
  energy: t('Energy class A, quiet.', 'Класс энергопотребления A, тихая работа.', 'Clasă energetică A, silențios.', 'Energieklasse A, leise.', 'Клас енергоспоживання A, тиха робота.', 'A energiaosztály, csendes.', 'Енергиен клас A, тих.', 'Energetska klasa ‹A›, tih rad.'),
  noFrost: t('No Frost, with a freezer.', 'No Frost, с морозильной камерой.', 'No Frost, cu congelator.', 'No Frost, mit Gefrierfach.', 'No Frost, з морозильною камерою.', 'No Frost, fagyasztóval.', 'No Frost, с фризер.', 'Sistem ‹No Frost›, sa zamrzivačem.'),
  oven: t('The oven heats evenly, clean inside.', 'Духовка печёт равномерно, чистая.', 'Cuptorul coace uniform, curat.', 'Der Backofen heizt gleichmäßig, sauber.', 'Духовка пече рівномірно, чиста.', 'A sütő egyenletesen süt, tiszta.', 'Фурната пече равномерно, чиста е.', 'Rerna ravnomerno peče, čista.'),
  suction: t('Strong suction, battery lasts 40 minutes.', 'Мощное всасывание, батарея на 40 минут.', 'Aspirare puternică, bateria ține 40 de minute.', 'Starke Saugkraft, Akku hält 40 Minuten.', 'Потужне всмоктування, батарея на 40 хвилин.', 'Erős szívóerő, 40 percig bírja.', 'Силно засмукване, батерията издържа 40 минути.', 'Jako usisavanje, baterija traje 40 minuta.'),
  starts: t('Starts first time, serviced this spring.', 'Заводится с первого раза, обслужена этой весной.', 'Pornește din prima, revizie în primăvară.', 'Springt sofort an, im Frühjahr gewartet.', 'Заводиться з першого разу, обслуговування навесні.', 'Elsőre indul, tavasszal szervizelve.', 'Пали от първия път, обслужена през пролетта.', 'Pali iz prve, servisirana ovog proleća.'),
  weather: t('Weather resistant, stays outside all year.', 'Не боится погоды, может стоять на улице круглый год.', 'Rezistent la intemperii, poate sta afară tot anul.', 'Wetterfest, kann das ganze Jahr draußen bleiben.', 'Не боїться погоди, може стояти надворі цілий рік.', 'Időjárásálló, egész évben kint maradhat.', 'Устойчиви на времето, стоят навън цяла година.', 'Otporno na vremenske uslove, može napolju cele godine.'),
  serviced: t('Regularly serviced, service book.', 'Регулярное обслуживание, сервисная книжка.', 'Revizii la zi, carte de service.', 'Scheckheftgepflegt.', 'Регулярне обслуговування, сервісна книжка.', 'Rendszeresen szervizelt, szervizkönyves.', 'Редовно обслужван, сервизна книжка.', 'Redovno servisiran, servisna knjižica.'),
  owner: t('First owner, registered until next year.', 'Первый владелец, регистрация до следующего года.', 'Primul proprietar, înmatriculat până anul viitor.', 'Erstbesitz, zugelassen bis nächstes Jahr.', 'Перший власник, реєстрація до наступного року.', 'Első tulajdonostól, jövő évig forgalomban.', 'Първи собственик, регистриран до догодина.', 'Prvi vlasnik, registrovan do sledeće godine.'),
  gears: t('Shimano gears, brakes just adjusted.', 'Переключатели Shimano, тормоза отрегулированы.', 'Schimbătoare Shimano, frâne reglate.', 'Shimano-Schaltung, Bremsen frisch eingestellt.', 'Перемикачі Shimano, гальма відрегульовані.', 'Shimano váltó, frissen beállított fékek.', 'Скорости Shimano, спирачките са регулирани.', 'Shimano menjač, kočnice podešene.'),
  tyresNew: t('New tyres, ready for the season.', 'Новые шины, готов к сезону.', 'Anvelope noi, gata de sezon.', 'Neue Reifen, bereit für die Saison.', 'Нові шини, готовий до сезону.', 'Új gumik, szezonra kész.', 'Нови гуми, готов за сезона.', 'Nove gume, spreman za sezonu.'),
  tread: t('A set of four, 6 mm of tread left.', 'Комплект из четырёх, протектор 6 мм.', 'Set de patru, profil 6 mm.', 'Satz mit vier Stück, 6 mm Profil.', 'Комплект із чотирьох, протектор 6 мм.', 'Négy darab, 6 mm mintázat.', 'Комплект от четири, грайфер 6 мм.', 'Komplet od četiri, šara 6 mm.'),
  fits: t('Fits several models, ask me.', 'Подходит к нескольким моделям, спрашивайте.', 'Se potrivește la mai multe modele, întrebați.', 'Passt für mehrere Modelle, einfach fragen.', 'Підходить до кількох моделей, питайте.', 'Több típushoz jó, kérdezzen.', 'Става за няколко модела, питайте.', 'Odgovara za više modela, pitajte.'),
  heating: t('Central heating, terrace, lift.', 'Центральное отопление, балкон, лифт.', 'Încălzire centrală, balcon, lift.', 'Zentralheizung, Balkon, Aufzug.', 'Центральне опалення, балкон, ліфт.', 'Központi fűtés, erkély, lift.', 'Централно отопление, тераса, асансьор.', 'Centralno grejanje, terasa, lift.'),
  transport: t('Shops, school and public transport nearby.', 'Рядом магазины, школа и транспорт.', 'Magazine, școală și transport în apropiere.', 'Geschäfte, Schule und Öffis in der Nähe.', 'Поруч магазини, школа і транспорт.', 'Bolt, iskola és közlekedés a közelben.', 'Наблизо магазини, училище и транспорт.', 'U blizini prodavnice, škola i prevoz.'),
  papers: t('Papers in order, ready to move in.', 'Документы в порядке, можно заселяться.', 'Acte în regulă, gata de mutare.', 'Unterlagen in Ordnung, bezugsfertig.', 'Документи в порядку, можна заселятися.', 'Rendezett papírok, azonnal beköltözhető.', 'Документите са изрядни, готов за нанасяне.', 'Papiri uredni, useljiv odmah.'),
  furnished: t('Furnished, bills not included.', 'С мебелью, коммунальные платежи отдельно.', 'Mobilat, utilitățile separat.', 'Möbliert, Nebenkosten extra.', 'З меблями, комунальні окремо.', 'Bútorozott, a rezsi külön.', 'Обзаведен, сметките отделно.', 'Namešten, računi nisu uključeni.'),
  yard: t('Large yard, water and electricity.', 'Большой двор, вода и электричество.', 'Curte mare, apă și curent.', 'Großer Garten, Wasser und Strom.', 'Великий двір, вода та електрика.', 'Nagy udvar, víz és villany.', 'Голям двор, вода и ток.', 'Veliko dvorište, voda i struja.'),
  road: t('Asphalt road to the plot.', 'Асфальтированная дорога до участка.', 'Drum asfaltat până la teren.', 'Asphaltierte Zufahrt.', 'Асфальтована дорога до ділянки.', 'Aszfaltozott út vezet oda.', 'Асфалтов път до парцела.', 'Asfaltni put do placa.'),
  business: t('Street front, suitable for any business.', 'Вход с улицы, подходит для любого бизнеса.', 'Intrare din stradă, potrivit pentru orice afacere.', 'Straßenseitig, für jedes Gewerbe geeignet.', 'Вхід з вулиці, підходить для будь-якого бізнесу.', 'Utcai bejárat, bármilyen vállalkozásra alkalmas.', 'Вход от улицата, подходящ за всякакъв бизнес.', 'Ulaz sa ulice, pogodan za svaku delatnost.'),
  fitsSize: t('True to size, from a smoke-free home.', 'Размер соответствует, из некурящей семьи.', 'Mărimea corespunde, dintr-o casă de nefumători.', 'Fällt normal aus, aus Nichtraucherhaushalt.', 'Розмір відповідає, з родини некурців.', 'Mérethű, nemdohányzó háztartásból.', 'Отговаря на размера, от непушачи.', 'Odgovara veličini, iz nepušačkog doma.'),
  box: t('With the original box and papers.', 'С оригинальной коробкой и документами.', 'Cu cutia originală și actele.', 'Mit Originalverpackung und Papieren.', 'З оригінальною коробкою і документами.', 'Eredeti dobozzal és papírokkal.', 'С оригиналната кутия и документи.', 'Sa originalnom kutijom i papirima.'),
  isofix: t('Isofix, never been in an accident.', 'Isofix, в авариях не был.', 'Isofix, nu a fost implicat în accidente.', 'Isofix, unfallfrei.', 'Isofix, в аваріях не був.', 'Isofix, balesetmentes.', 'Isofix, не е участвал в катастрофа.', 'Ima ‹Isofix›, nije bio u udesu.'),
  folds: t('Folds easily, fits in a small car boot.', 'Легко складывается, помещается в небольшой багажник.', 'Se pliază ușor, încape într-un portbagaj mic.', 'Leicht zu falten, passt in einen kleinen Kofferraum.', 'Легко складається, влазить у невеликий багажник.', 'Könnyen összecsukható, kis csomagtartóba is befér.', 'Сгъва се лесно, влиза в малък багажник.', 'Lako se sklapa, staje u mali gepek.'),
  complete: t('Complete, with the instructions.', 'Полный комплект, с инструкцией.', 'Complet, cu instrucțiuni.', 'Vollständig, mit Anleitung.', 'Повний комплект, з інструкцією.', 'Hiánytalan, leírással.', 'Пълен комплект, с упътване.', 'Kompletan, sa uputstvom.'),
  kids: t('Our children have grown out of it.', 'Дети выросли.', 'Copiii au crescut.', 'Unsere Kinder sind herausgewachsen.', 'Діти виросли.', 'A gyerekek kinőtték.', 'Децата пораснаха.', 'Deca su porasla.'),
  training: t('Good for training at home.', 'Подходит для тренировок дома.', 'Bun pentru antrenament acasă.', 'Gut für das Training zu Hause.', 'Підходить для тренувань вдома.', 'Otthoni edzéshez ideális.', 'Подходящ за тренировки у дома.', 'Dobro za trening kod kuće.'),
  tuned: t('Tuned and ready to play.', 'Настроен, готов к игре.', 'Acordat, gata de cântat.', 'Gestimmt und spielbereit.', 'Налаштований, готовий до гри.', 'Behangolva, játékra kész.', 'Настроен, готов за свирене.', 'Naštimovan, spreman za sviranje.'),
  pages: t('No notes or torn pages.', 'Без пометок и порванных страниц.', 'Fără notițe sau pagini rupte.', 'Keine Notizen, keine eingerissenen Seiten.', 'Без позначок і порваних сторінок.', 'Firka és szakadt lap nincs benne.', 'Без бележки и скъсани страници.', 'Bez beleški i pocepanih strana.'),
  vinylPlays: t('Plays without crackling, cover in good shape.', 'Играет без треска, конверт в хорошем состоянии.', 'Cântă fără zgomote, copertă în stare bună.', 'Spielt ohne Knistern, Hülle gut erhalten.', 'Грає без тріску, конверт цілий.', 'Sercegés nélkül szól, a borító szép.', 'Свири без пращене, обложката е запазена.', 'Svira bez krckanja, omot očuvan.'),
  collection: t('From a private collection.', 'Из частной коллекции.', 'Din colecție privată.', 'Aus einer Privatsammlung.', 'З приватної колекції.', 'Magángyűjteményből.', 'От частна колекция.', 'Iz privatne kolekcije.'),
  experience: t('Ten years of experience, reliable and on time.', 'Десять лет опыта, надёжно и вовремя.', 'Zece ani de experiență, serios și punctual.', 'Zehn Jahre Erfahrung, zuverlässig und pünktlich.', 'Десять років досвіду, надійно і вчасно.', 'Tízéves tapasztalat, megbízható és pontos.', 'Десет години опит, надеждно и навреме.', 'Deset godina iskustva, pouzdano i na vreme.'),
  weekends: t('Also on weekends.', 'Работаю и в выходные.', 'Disponibil și în weekend.', 'Auch am Wochenende.', 'Працюю і у вихідні.', 'Hétvégén is.', 'И през уикенда.', 'Radim i vikendom.'),
  ownTools: t('I bring my own tools and materials.', 'Свой инструмент и материалы.', 'Vin cu sculele și materialele mele.', 'Eigenes Werkzeug und Material.', 'Свій інструмент і матеріали.', 'Saját szerszámmal és anyaggal.', 'Идвам със свои инструменти и материали.', 'Imam svoj alat i materijal.'),
  online: t('Lessons in person or online.', 'Занятия очно или онлайн.', 'Lecții față în față sau online.', 'Unterricht vor Ort oder online.', 'Заняття очно або онлайн.', 'Órák személyesen vagy online.', 'Уроци на живо или онлайн.', 'Časovi uživo ili onlajn.'),
  firstFree: t('The first lesson is free.', 'Первое занятие бесплатно.', 'Prima lecție este gratuită.', 'Die erste Stunde ist kostenlos.', 'Перше заняття безкоштовне.', 'Az első óra ingyenes.', 'Първият урок е безплатен.', 'Prvi čas je besplatan.'),
} as const;

export const SENTENCES = S;

const RENT_ROOMS: Phrase[] = [
  t('Room in a shared flat', 'Комната в общей квартире', 'Cameră într-un apartament comun', 'Zimmer in einer WG', 'Кімната у спільній квартирі', 'Szoba közös lakásban', 'Стая в споделен апартамент', 'Soba u zajedničkom stanu'),
  t('Room for a student', 'Комната для студента', 'Cameră pentru student', 'Zimmer für Studenten', 'Кімната для студента', 'Szoba diáknak', 'Стая за студент', 'Soba za studenta'),
  t('Furnished room', 'Меблированная комната', 'Cameră mobilată', 'Möbliertes Zimmer', 'Мебльована кімната', 'Bútorozott szoba', 'Обзаведена стая', 'Nameštena soba'),
];

const FLATS: Phrase[] = [
  t('One-room apartment', 'Однокомнатная квартира', 'Apartament cu o cameră', '1-Zimmer-Wohnung', 'Однокімнатна квартира', 'Egyszobás lakás', 'Едностаен апартамент', 'Jednosoban stan'),
  t('Two-room apartment', 'Двухкомнатная квартира', 'Apartament cu 2 camere', '2-Zimmer-Wohnung', 'Двокімнатна квартира', 'Kétszobás lakás', 'Двустаен апартамент', 'Dvosoban stan'),
  t('Three-room apartment', 'Трёхкомнатная квартира', 'Apartament cu 3 camere', '3-Zimmer-Wohnung', 'Трикімнатна квартира', 'Háromszobás lakás', 'Тристаен апартамент', 'Trosoban stan'),
  t('Four-room apartment', 'Четырёхкомнатная квартира', 'Apartament cu 4 camere', '4-Zimmer-Wohnung', 'Чотирикімнатна квартира', 'Négyszobás lakás', 'Четиристаен апартамент', 'Četvorosoban stan'),
];

/** The catalogue by leaf slug; every leaf of tree.ts has an entry (checked by a test). */
export const LEAF_CATALOG: Readonly<Record<string, LeafCatalog>> = {
  smartphones: {
    noun: phone,
    items: [['Samsung', 'Galaxy S21'], ['Apple', 'iPhone 13'], ['Samsung', 'Galaxy A54'], ['Xiaomi', 'Redmi Note 12'], ['Apple', 'iPhone 12'], ['Samsung', 'Galaxy S23'], ['Apple', 'iPhone 14 Pro'], ['Xiaomi', 'Poco X5'], ['Huawei', 'P30'], ['Google', 'Pixel 7'], ['Motorola', 'Moto G54'], ['OnePlus', 'Nord 3']],
    attributes: GB, sentences: [S.charger, S.battery, S.unlocked], priceEur: [60, 1100], picture: 'phone',
  },
  'feature-phones': {
    noun: phone,
    items: [['Nokia', '3310'], ['Nokia', '105'], ['Nokia', '225 4G'], ['Alcatel', '2053'], ['Doro', '6820'], ['Samsung', 'E1200']],
    attributes: COLOURS.slice(0, 4), sentences: [S.unlocked, t('Big buttons, the battery lasts a week.', 'Большие кнопки, батарея держит неделю.', 'Butoane mari, bateria ține o săptămână.', 'Große Tasten, der Akku hält eine Woche.', 'Великі кнопки, батарея тримає тиждень.', 'Nagy gombok, egy hétig bírja az akku.', 'Големи бутони, батерията издържа седмица.', 'Veliki tasteri, baterija traje nedelju dana.')], priceEur: [10, 80], picture: 'phone',
  },
  'phone-accessories': {
    items: [
      t('Phone case for iPhone 13', 'Чехол для телефона iPhone 13', 'Husă de telefon pentru iPhone 13', 'Handyhülle für iPhone 13', 'Чохол для телефона iPhone 13', 'Telefontok iPhone 13-hoz', 'Калъф за телефон iPhone 13', 'Futrola za telefon ‹iPhone 13›'),
      t('Samsung 25 W phone charger', 'Зарядка для телефона Samsung 25 Вт', 'Încărcător de telefon Samsung 25 W', 'Samsung Handy-Ladegerät 25 W', 'Зарядка для телефона Samsung 25 Вт', 'Samsung telefontöltő 25 W', 'Зарядно за телефон Samsung 25 W', 'Punjač za telefon ‹Samsung› 25 W'),
      t('‹Xiaomi› power bank 20000 ‹mAh›', 'Повербанк Xiaomi 20000 мАч', 'Baterie externă Xiaomi 20000 mAh', 'Xiaomi Powerbank 20000 mAh', 'Павербанк Xiaomi 20000 мАг', 'Xiaomi powerbank 20000 mAh', 'Външна батерия Xiaomi 20000 mAh', '‹Xiaomi› power bank 20000 ‹mAh›'),
      t('Screen protector for Galaxy S23', 'Защитное стекло для Galaxy S23', 'Folie de sticlă pentru Galaxy S23', 'Panzerglas für Galaxy S23', 'Захисне скло для Galaxy S23', 'Kijelzővédő üveg Galaxy S23-hoz', 'Протектор за екран Galaxy S23', 'Zaštitno staklo za ‹Galaxy S23›'),
      t('Car phone holder', 'Автодержатель для телефона', 'Suport auto pentru telefon', 'Kfz-Handyhalterung', 'Автотримач для телефона', 'Autós telefontartó', 'Стойка за телефон за кола', 'Držač za telefon za auto'),
    ],
    sentences: [t('Fits well, works as it should.', 'Хорошо подходит, работает как надо.', 'Se potrivește bine, funcționează cum trebuie.', 'Passt gut, funktioniert einwandfrei.', 'Добре підходить, працює як слід.', 'Jól illeszkedik, rendesen működik.', 'Пасва добре, работи както трябва.', 'Dobro naleže, radi kako treba.')],
    priceEur: [5, 40], picture: 'phone',
  },
  laptops: {
    noun: t('laptop', 'ноутбук', 'laptop', 'Laptop', 'ноутбук', 'laptop', 'лаптоп', 'laptop'),
    items: [['Lenovo', 'ThinkPad T14'], ['HP', 'EliteBook 840'], ['Dell', 'Latitude 5420'], ['Apple', 'MacBook Air M1'], ['Asus', 'VivoBook 15'], ['Lenovo', 'IdeaPad 5'], ['Dell', 'XPS 13'], ['HP', 'Pavilion 15'], ['Asus', 'ZenBook 14'], ['Acer', 'Aspire 5'], ['Apple', 'MacBook Pro 14'], ['Lenovo', 'Legion 5']],
    attributes: RAM, sentences: [S.windows, S.fast, S.charger], priceEur: [150, 2200], picture: 'laptop',
  },
  desktops: {
    noun: t('desktop computer', 'компьютер', 'calculator', 'PC', "комп'ютер", 'számítógép', 'компютър', 'računar'),
    items: [['Dell', 'OptiPlex 7090'], ['HP', 'EliteDesk 800'], ['Lenovo', 'ThinkCentre M720'], ['Apple', 'iMac 24'], ['Apple', 'Mac mini M2'], ['Asus', 'ROG Strix G15']],
    attributes: RAM, sentences: [S.windows, S.fast, S.cables], priceEur: [120, 1800], picture: 'monitor',
  },
  tablets: {
    noun: t('tablet', 'планшет', 'tabletă', 'Tablet', 'планшет', 'tablet', 'таблет', 'tablet'),
    items: [['Apple', 'iPad 9'], ['Samsung', 'Galaxy Tab A8'], ['Apple', 'iPad Air 5'], ['Samsung', 'Galaxy Tab S8'], ['Lenovo', 'Tab M10'], ['Xiaomi', 'Pad 6']],
    attributes: GB, sentences: [S.charger, S.battery], priceEur: [80, 800], picture: 'phone',
  },
  monitors: {
    noun: t('monitor', 'монитор', 'monitor', 'Monitor', 'монітор', 'monitor', 'монитор', 'monitor'),
    items: [['Dell', 'P2422H'], ['LG', '27GL850'], ['Samsung', 'Odyssey G5'], ['AOC', '24G2'], ['BenQ', 'GW2480'], ['Philips', '273V7']],
    attributes: ['24"', '27"', '32"'], sentences: [S.pixels, S.cables], priceEur: [60, 600], picture: 'monitor',
  },
  televisions: {
    noun: t('TV', 'телевизор', 'televizor', 'Fernseher', 'телевізор', 'televízió', 'телевизор', 'televizor'),
    items: [['Samsung', 'UE55AU7172'], ['LG', 'OLED C2'], ['Sony', 'Bravia X80'], ['Philips', 'Ambilight 50PUS'], ['TCL', '55C635'], ['Hisense', '50A6']],
    attributes: ['43"', '50"', '55"', '65"'], sentences: [S.smartTv, S.remote, S.pixels], priceEur: [120, 1800], picture: 'tv',
  },
  headphones: {
    noun: t('headphones', 'наушники', 'căști', 'Kopfhörer', 'навушники', 'fejhallgató', 'слушалки', 'slušalice'),
    items: [['Sony', 'WH-1000XM4'], ['Apple', 'AirPods Pro'], ['JBL', 'Tune 510BT'], ['Bose', 'QuietComfort 45'], ['Samsung', 'Galaxy Buds2'], ['Sennheiser', 'HD 560S']],
    attributes: COLOURS.slice(0, 4), sentences: [S.noise, S.charger], priceEur: [20, 350], picture: 'headphones',
  },
  speakers: {
    noun: t('speaker', 'колонка', 'boxă', 'Lautsprecher', 'колонка', 'hangszóró', 'тонколона', 'zvučnik'),
    items: [['JBL', 'Flip 6'], ['JBL', 'Charge 5'], ['Marshall', 'Emberton'], ['Sony', 'SRS-XB33'], ['Bose', 'SoundLink Flex'], ['JBL', 'PartyBox 310']],
    attributes: COLOURS.slice(0, 4), sentences: [S.sound, S.battery], priceEur: [25, 450], picture: 'speaker',
  },
  'game-consoles': {
    noun: t('console', 'приставка', 'consolă', 'Konsole', 'приставка', 'konzol', 'конзола', 'konzola'),
    items: [['Sony', 'PlayStation 5'], ['Sony', 'PlayStation 4 Pro'], ['Nintendo', 'Switch OLED'], ['Microsoft', 'Xbox Series X'], ['Microsoft', 'Xbox Series S'], ['Nintendo', 'Switch Lite']],
    attributes: [
      t('two controllers', 'два джойстика', 'două controlere', 'zwei Controller', 'два джойстики', 'két kontroller', 'два джойстика', 'dva džojstika'),
      t('one controller', 'один джойстик', 'un controler', 'ein Controller', 'один джойстик', 'egy kontroller', 'един джойстик', 'jedan džojstik'),
    ],
    sentences: [S.games, S.cables], priceEur: [90, 550], picture: 'gamepad',
  },
  sofas: {
    noun: t('sofa', 'диван', 'canapea', 'Sofa', 'диван', 'kanapé', 'диван', 'sofa'),
    items: [['IKEA', 'Kivik'], ['IKEA', 'Friheten'], ['IKEA', 'Ektorp'], ['Lesnina', 'Oslo'], ['Forma Ideale', 'Rio'], ['Jysk', 'Karlstrup']],
    attributes: COLOURS.slice(2, 6), sentences: [S.bedSofa, S.covers], priceEur: [60, 1200], picture: 'sofa',
  },
  tables: {
    noun: t('table', 'стол', 'masă', 'Tisch', 'стіл', 'asztal', 'маса', 'sto'),
    items: [['IKEA', 'Lisabo'], ['IKEA', 'Ekedalen'], ['IKEA', 'Melltorp'], ['Jysk', 'Roslev'], ['Forma Ideale', 'Toledo']],
    attributes: ['120 × 80 cm', '160 × 90 cm', '180 × 90 cm'], sentences: [S.seatsSix, S.sturdy], priceEur: [20, 600], picture: 'table',
  },
  chairs: {
    noun: t('chair', 'стул', 'scaun', 'Stuhl', 'стілець', 'szék', 'стол', 'stolica'),
    items: [['IKEA', 'Poäng'], ['IKEA', 'Markus'], ['IKEA', 'Ingolf'], ['Jysk', 'Bistrup'], ['Forma Ideale', 'Vigo']],
    attributes: COLOURS.slice(0, 4), sentences: [S.sturdy, t('Comfortable, set of four available.', 'Удобный, есть комплект из четырёх.', 'Comod, există set de patru.', 'Bequem, auch als Viererset.', 'Зручний, є комплект із чотирьох.', 'Kényelmes, négyes szett is van.', 'Удобен, има комплект от четири.', 'Udobna, ima i komplet od četiri.')], priceEur: [10, 250], picture: 'chair',
  },
  wardrobes: {
    noun: t('wardrobe', 'шкаф', 'dulap', 'Kleiderschrank', 'шафа', 'szekrény', 'гардероб', 'orman'),
    items: [['IKEA', 'Pax'], ['IKEA', 'Brimnes'], ['IKEA', 'Hemnes'], ['Lesnina', 'Bergen'], ['Jysk', 'Vinderup']],
    attributes: ['100 × 200 cm', '150 × 236 cm', '200 × 236 cm'], sentences: [S.dismantled, S.sturdy], priceEur: [30, 700], picture: 'wardrobe',
  },
  beds: {
    noun: t('bed', 'кровать', 'pat', 'Bett', 'ліжко', 'ágy', 'легло', 'krevet'),
    items: [['IKEA', 'Malm'], ['IKEA', 'Hemnes'], ['IKEA', 'Brimnes'], ['Jysk', 'Hamar'], ['Lesnina', 'Milano']],
    attributes: ['90 × 200 cm', '140 × 200 cm', '160 × 200 cm'], sentences: [S.mattress, S.dismantled], priceEur: [40, 900], picture: 'bed',
  },
  'washing-machines': {
    noun: t('washing machine', 'стиральная машина', 'mașină de spălat', 'Waschmaschine', 'пральна машина', 'mosógép', 'пералня', 'veš mašina'),
    items: [['Bosch', 'Serie 4'], ['Gorenje', 'WaveActive'], ['Beko', 'ProSmart'], ['Bosch', 'Serie 6'], ['Whirlpool', 'FreshCare'], ['LG', 'F4WV']],
    attributes: ['7 kg', '8 kg', '9 kg'], sentences: [S.energy], priceEur: [60, 700], picture: 'appliance',
  },
  fridges: {
    noun: t('fridge', 'холодильник', 'frigider', 'Kühlschrank', 'холодильник', 'hűtőszekrény', 'хладилник', 'frižider'),
    items: [['Gorenje', 'NRK6192'], ['Bosch', 'KGN36'], ['Samsung', 'RB34'], ['Beko', 'RCNA366'], ['LG', 'GBB61']],
    attributes: ['300 l', '330 l', '360 l'], sentences: [S.noFrost, S.energy], priceEur: [70, 900], picture: 'appliance',
  },
  cookers: {
    noun: t('cooker', 'плита', 'aragaz', 'Herd', 'плита', 'tűzhely', 'готварска печка', 'šporet'),
    items: [['Gorenje', 'K5341'], ['Bosch', 'HXA090'], ['Beko', 'FSE52'], ['Electrolux', 'EKK54']],
    attributes: [
      t('gas', 'газовая', 'pe gaz', 'Gas', 'газова', 'gáz', 'газова', 'na gas'),
      t('electric', 'электрическая', 'electric', 'Elektro', 'електрична', 'elektromos', 'електрическа', 'električni'),
    ],
    sentences: [S.oven], priceEur: [50, 600], picture: 'appliance',
  },
  'vacuum-cleaners': {
    noun: t('vacuum cleaner', 'пылесос', 'aspirator', 'Staubsauger', 'пилосос', 'porszívó', 'прахосмукачка', 'usisivač'),
    items: [['Dyson', 'V11'], ['Xiaomi', 'Robot Vacuum S10'], ['Dyson', 'V8'], ['Rowenta', 'X-Force'], ['Philips', 'PowerPro'], ['iRobot', 'Roomba 692']],
    sentences: [S.suction], priceEur: [30, 500], picture: 'appliance',
  },
  'garden-tools': {
    items: [
      t('Stihl MS 180 chainsaw', 'Бензопила Stihl MS 180', 'Drujbă Stihl MS 180', 'Kettensäge Stihl MS 180', 'Бензопила Stihl MS 180', 'Stihl MS 180 láncfűrész', 'Моторен трион Stihl MS 180', 'Motorna testera ‹Stihl MS› 180'),
      t('Stihl FS 55 grass trimmer', 'Триммер Stihl FS 55', 'Motocoasă Stihl FS 55', 'Freischneider Stihl FS 55', 'Тример Stihl FS 55', 'Stihl FS 55 fűkasza', 'Тример Stihl FS 55', 'Trimer ‹Stihl FS› 55'),
      t('Kärcher K4 pressure washer', 'Мойка высокого давления Kärcher K4', 'Aparat de spălat cu presiune Kärcher K4', 'Hochdruckreiniger Kärcher K4', 'Мийка високого тиску Kärcher K4', 'Kärcher K4 magasnyomású mosó', 'Водоструйка Kärcher K4', 'Perač pod pritiskom ‹Kärcher K4›'),
      t('Makita DUH523 hedge trimmer', 'Кусторез Makita DUH523', 'Foarfecă de gard viu Makita DUH523', 'Heckenschere Makita DUH523', 'Кущоріз Makita DUH523', 'Makita DUH523 sövényvágó', 'Храсторез Makita DUH523', 'Trimer za živu ogradu ‹Makita DUH523›'),
    ],
    sentences: [S.starts], priceEur: [30, 500], picture: 'tool',
  },
  'lawn-mowers': {
    noun: t('lawn mower', 'газонокосилка', 'mașină de tuns iarba', 'Rasenmäher', 'газонокосарка', 'fűnyíró', 'косачка', 'kosačica'),
    items: [['Husqvarna', 'LC 140'], ['Bosch', 'Rotak 32'], ['Makita', 'DLM380'], ['Gardena', 'PowerMax'], ['Stihl', 'RMA 235']],
    sentences: [S.starts], priceEur: [50, 700], picture: 'tool',
  },
  'garden-furniture': {
    noun: t('garden furniture set', 'садовая мебель', 'set mobilier de grădină', 'Gartenmöbel-Set', 'садові меблі', 'kerti bútor', 'градински мебели', 'baštenska garnitura'),
    items: [['Keter', 'Eden'], ['IKEA', 'Äpplarö'], ['Jysk', 'Larvik'], ['Allibert', 'California']],
    sentences: [S.weather, S.seatsSix], priceEur: [40, 600], picture: 'table',
  },
  sedans: {
    noun: car,
    items: [['Škoda', 'Octavia'], ['Volkswagen', 'Passat B8'], ['Toyota', 'Corolla'], ['Opel', 'Insignia'], ['BMW', '320d'], ['Audi', 'A4'], ['Mercedes-Benz', 'C 200'], ['Škoda', 'Superb']],
    attributes: YEARS, sentences: [S.serviced, S.owner], priceEur: [2500, 35000], mileage: true, picture: 'car',
  },
  hatchbacks: {
    noun: car,
    items: [['Volkswagen', 'Golf 7'], ['Opel', 'Astra J'], ['Renault', 'Clio'], ['Volkswagen', 'Polo'], ['Peugeot', '208'], ['Fiat', 'Punto'], ['Škoda', 'Fabia'], ['Opel', 'Corsa E']],
    attributes: YEARS, sentences: [S.serviced, S.owner], priceEur: [1500, 20000], mileage: true, picture: 'car',
  },
  suvs: {
    noun: car,
    items: [['Dacia', 'Duster'], ['Kia', 'Sportage'], ['Hyundai', 'Tucson'], ['Toyota', 'RAV4'], ['Volkswagen', 'Tiguan'], ['Nissan', 'Qashqai']],
    attributes: YEARS, sentences: [S.serviced, S.owner], priceEur: [4000, 40000], mileage: true, picture: 'car',
  },
  bicycles: {
    noun: t('bike', 'велосипед', 'bicicletă', 'Fahrrad', 'велосипед', 'kerékpár', 'велосипед', 'bicikl'),
    items: [['Capriolo', 'Passion'], ['Trek', 'Marlin 5'], ['Cube', 'Aim'], ['Scott', 'Aspect 950'], ['Giant', 'Talon 3'], ['Specialized', 'Rockhopper']],
    attributes: ['26"', '27.5"', '29"'], sentences: [S.gears], priceEur: [60, 1500], picture: 'bicycle',
  },
  motorcycles: {
    noun: t('motorcycle', 'мотоцикл', 'motocicletă', 'Motorrad', 'мотоцикл', 'motorkerékpár', 'мотоциклет', 'motocikl'),
    items: [['Yamaha', 'MT-07'], ['Honda', 'CB500F'], ['Kawasaki', 'Z650'], ['BMW', 'R 1250 GS'], ['KTM', 'Duke 390'], ['Honda', 'Africa Twin'], ['Yamaha', 'Tracer 9']],
    attributes: YEARS, sentences: [S.tyresNew, S.serviced], priceEur: [1500, 16000], mileage: true, picture: 'motorcycle',
  },
  scooters: {
    noun: t('scooter', 'скутер', 'scuter', 'Roller', 'скутер', 'robogó', 'скутер', 'skuter'),
    items: [['Honda', 'PCX 125'], ['Yamaha', 'XMAX 300'], ['Piaggio', 'Liberty 125'], ['Vespa', 'Primavera 125'], ['Kymco', 'Agility 50']],
    attributes: YEARS, sentences: [t('Economical, ideal for the city.', 'Экономичный, идеален для города.', 'Economic, ideal pentru oraș.', 'Sparsam, ideal für die Stadt.', 'Економний, ідеальний для міста.', 'Takarékos, városba ideális.', 'Икономичен, идеален за града.', 'Ekonomičan, idealan za grad.'), S.serviced], priceEur: [500, 6000], mileage: true, picture: 'motorcycle',
  },
  tyres: {
    noun: t('tyres', 'шины', 'anvelope', 'Reifen', 'шини', 'gumiabroncs', 'гуми', 'gume'),
    items: [['Michelin', 'Alpin 6'], ['Sava', 'Eskimo S3'], ['Continental', 'WinterContact TS 870'], ['Michelin', 'Primacy 4'], ['Goodyear', 'UltraGrip 9'], ['Pirelli', 'Cinturato P7']],
    attributes: ['195/65 R15', '205/55 R16', '225/45 R17'], sentences: [S.tread], priceEur: [60, 600], picture: 'tyre',
  },
  'car-parts': {
    items: [
      t('Bosch S4 car battery 60 Ah', 'Автомобильный аккумулятор Bosch S4 60 Ач', 'Baterie auto Bosch S4 60 Ah', 'Autobatterie Bosch S4 60 Ah', 'Автомобільний акумулятор Bosch S4 60 Аг', 'Bosch S4 autó akkumulátor 60 Ah', 'Акумулатор за кола Bosch S4 60 Ah', 'Akumulator za auto ‹Bosch S4› 60 ‹Ah›'),
      t('Brake discs and pads for Golf 7', 'Тормозные диски и колодки для Golf 7', 'Discuri și plăcuțe de frână pentru Golf 7', 'Bremsscheiben und Beläge für Golf 7', 'Гальмівні диски та колодки для Golf 7', 'Féktárcsa és fékbetét Golf 7-hez', 'Спирачни дискове и накладки за Golf 7', 'Kočioni diskovi i pločice za Golf 7'),
      t('Alloy wheels 16" for Škoda Octavia', 'Литые диски 16" для Škoda Octavia', 'Jante aliaj 16" pentru Škoda Octavia', 'Alufelgen 16" für Škoda Octavia', 'Литі диски 16" для Škoda Octavia', '16"-os alufelni Škoda Octaviához', 'Алуминиеви джанти 16" за Škoda Octavia', 'Alu felne ‹16"› za ‹Škoda Octavia›'),
      t('Headlight for Opel Astra J', 'Фара для Opel Astra J', 'Far pentru Opel Astra J', 'Scheinwerfer für Opel Astra J', 'Фара для Opel Astra J', 'Fényszóró Opel Astra J-hez', 'Фар за Opel Astra J', 'Far za ‹Opel Astra J›'),
    ],
    sentences: [S.fits], priceEur: [20, 400], picture: 'wrench',
  },
  'car-audio': {
    noun: t('car radio', 'автомагнитола', 'radio auto', 'Autoradio', 'автомагнітола', 'autórádió', 'радио за кола', 'auto radio'),
    items: [['Pioneer', 'SPH-10BT'], ['Sony', 'DSX-A510BD'], ['JVC', 'KW-M560BT'], ['Kenwood', 'DMX5020S']],
    sentences: [t('Bluetooth, USB and Android Auto.', 'Bluetooth, USB и Android Auto.', 'Bluetooth, USB și Android Auto.', 'Bluetooth, USB und Android Auto.', 'Bluetooth, USB та Android Auto.', 'Bluetooth, USB és Android Auto.', 'Bluetooth, USB и Android Auto.', 'Ima ‹Bluetooth›, ‹USB› i ‹Android Auto›.'), S.fits], priceEur: [30, 400], picture: 'speaker',
  },
  'flats-for-sale': { items: FLATS, area: [28, 120], sentences: [S.heating, S.transport, S.papers], priceEur: [35000, 300000], picture: 'building' },
  'flats-for-rent': { items: FLATS, area: [28, 120], deal: 'rent', sentences: [S.heating, S.transport, S.furnished], priceEur: [200, 1500], picture: 'building' },
  rooms: { items: RENT_ROOMS, area: [10, 20], deal: 'rent', sentences: [S.furnished, S.transport], priceEur: [100, 400], picture: 'building' },
  'houses-for-sale': {
    items: [
      t('House with a yard', 'Дом с двором', 'Casă cu curte', 'Haus mit Garten', 'Будинок з двором', 'Kertes ház', 'Къща с двор', 'Kuća sa dvorištem'),
      t('Two-storey house', 'Двухэтажный дом', 'Casă cu etaj', 'Zweistöckiges Haus', 'Двоповерховий будинок', 'Emeletes ház', 'Двуетажна къща', 'Kuća na sprat'),
      t('Family house', 'Семейный дом', 'Casă familială', 'Einfamilienhaus', 'Сімейний будинок', 'Családi ház', 'Семейна къща', 'Porodična kuća'),
    ],
    area: [80, 250], sentences: [S.yard, S.papers, S.transport], priceEur: [40000, 400000], picture: 'house',
  },
  land: {
    items: [
      t('Building plot', 'Участок под застройку', 'Teren intravilan', 'Baugrundstück', 'Ділянка під забудову', 'Építési telek', 'Парцел за строителство', 'Građevinski plac'),
      t('Farmland', 'Сельскохозяйственная земля', 'Teren agricol', 'Ackerland', 'Сільськогосподарська земля', 'Szántóföld', 'Земеделска земя', 'Poljoprivredno zemljište'),
    ],
    area: [400, 5000], sentences: [S.road, S.papers], priceEur: [3000, 120000], picture: 'house',
  },
  'holiday-homes': {
    items: [
      t('Weekend house by the river', 'Дача у реки', 'Casă de vacanță lângă râu', 'Wochenendhaus am Fluss', 'Дача біля річки', 'Hétvégi ház a folyóparton', 'Вила край реката', 'Vikendica pored reke'),
      t('Mountain cottage', 'Домик в горах', 'Cabană la munte', 'Berghütte', 'Будиночок у горах', 'Hegyi házikó', 'Къща в планината', 'Planinska kućica'),
    ],
    area: [35, 90], sentences: [S.yard, S.papers], priceEur: [15000, 150000], picture: 'house',
  },
  offices: {
    items: [
      t('Office space', 'Офисное помещение', 'Spațiu de birouri', 'Büroräume', 'Офісне приміщення', 'Irodahelyiség', 'Офис', 'Poslovni prostor'),
      t('Office in a business centre', 'Офис в бизнес-центре', 'Birou într-un centru de afaceri', 'Büro im Businesscenter', 'Офіс у бізнес-центрі', 'Iroda üzletközpontban', 'Офис в бизнес център', 'Kancelarija u poslovnom centru'),
    ],
    area: [25, 200], deal: 'rent', sentences: [S.transport, S.heating], priceEur: [250, 4000], picture: 'building',
  },
  shops: {
    items: [
      t('Shop on a busy street', 'Магазин на оживлённой улице', 'Spațiu comercial pe o stradă circulată', 'Geschäftslokal in belebter Straße', 'Магазин на жвавій вулиці', 'Üzlethelyiség forgalmas utcán', 'Магазин на оживена улица', 'Lokal u prometnoj ulici'),
      t('Shop in a shopping centre', 'Магазин в торговом центре', 'Spațiu comercial în mall', 'Geschäft im Einkaufszentrum', 'Магазин у торговому центрі', 'Üzlet bevásárlóközpontban', 'Магазин в търговски център', 'Lokal u tržnom centru'),
    ],
    area: [20, 150], deal: 'rent', sentences: [S.business, S.transport], priceEur: [200, 3500], picture: 'building',
  },
  garages: {
    items: [
      t('Garage', 'Гараж', 'Garaj', 'Garage', 'Гараж', 'Garázs', 'Гараж', 'Garaža'),
      t('Underground parking space', 'Подземное парковочное место', 'Loc de parcare subteran', 'Tiefgaragenplatz', 'Підземне паркомісце', 'Mélygarázs-beálló', 'Подземно паркомясто', 'Garažno mesto u podzemnoj garaži'),
    ],
    area: [12, 20], deal: 'rent', sentences: [t('Electricity and a lockable door.', 'Есть электричество, дверь запирается.', 'Curent electric și ușă cu încuietoare.', 'Strom und abschließbares Tor.', 'Є електрика, двері замикаються.', 'Villany és zárható kapu.', 'Ток и врата със заключване.', 'Struja i vrata sa bravom.')], priceEur: [30, 150], picture: 'garage',
  },
  dresses: {
    noun: t('dress', 'платье', 'rochie', 'Kleid', 'сукня', 'ruha', 'рокля', 'haljina'),
    items: [['Zara', ''], ['Mango', ''], ['H&M', ''], ['Reserved', ''], ['Orsay', '']],
    attributes: CLOTHING_SIZES.slice(0, 5), sentences: [S.fitsSize], priceEur: [8, 120], worn: true, picture: 'dress',
  },
  'womens-coats': {
    noun: t('coat', 'пальто', 'palton', 'Mantel', 'пальто', 'kabát', 'палто', 'kaput'),
    items: [['Zara', ''], ['Mango', ''], ['Massimo Dutti', ''], ['Reserved', ''], ['Only', '']],
    attributes: CLOTHING_SIZES.slice(0, 5), sentences: [S.fitsSize], priceEur: [15, 250], worn: true, picture: 'shirt',
  },
  'womens-shoes': {
    noun: shoes,
    items: [['Geox', ''], ['Tamaris', ''], ['Nike', 'Air Max 270'], ['Adidas', 'Stan Smith'], ['Zara', '']],
    attributes: ['37', '38', '39', '40'], sentences: [S.box], priceEur: [10, 150], worn: true, picture: 'shoe',
  },
  'mens-jackets': {
    noun: t('jacket', 'куртка', 'geacă', 'Jacke', 'куртка', 'dzseki', 'яке', 'jakna'),
    items: [['The North Face', ''], ['Tommy Hilfiger', ''], ['Columbia', ''], ['Zara', ''], ['Jack & Jones', '']],
    attributes: CLOTHING_SIZES.slice(2), sentences: [S.fitsSize], priceEur: [15, 300], worn: true, picture: 'shirt',
  },
  jeans: {
    noun: t('jeans', 'джинсы', 'blugi', 'Jeans', 'джинси', 'farmer', 'дънки', 'farmerke'),
    items: [["Levi's", '501'], ["Levi's", '511'], ['Wrangler', 'Texas'], ['Lee', 'Brooklyn'], ['Diesel', 'Larkee']],
    attributes: ['W30 L32', 'W32 L32', 'W34 L34'], sentences: [S.fitsSize], priceEur: [10, 100], worn: true, picture: 'shirt',
  },
  'mens-shoes': {
    noun: shoes,
    items: [['Nike', 'Air Max 90'], ['Adidas', 'Superstar'], ['Nike', 'Air Force 1'], ['Adidas', 'Ultraboost'], ['New Balance', '574'], ['Timberland', '6-Inch']],
    attributes: ['41', '42', '43', '44', '45'], sentences: [S.box], priceEur: [15, 200], worn: true, picture: 'shoe',
  },
  watches: {
    noun: t('watch', 'часы', 'ceas', 'Uhr', 'годинник', 'óra', 'часовник', 'sat'),
    items: [['Casio', 'G-Shock'], ['Seiko', '5'], ['Fossil', 'Grant'], ['Casio', 'Edifice'], ['Tissot', 'PRX'], ['Garmin', 'Forerunner 255']],
    sentences: [S.box], priceEur: [20, 900], picture: 'watch',
  },
  bags: {
    noun: t('bag', 'сумка', 'geantă', 'Tasche', 'сумка', 'táska', 'чанта', 'torba'),
    items: [['Michael Kors', 'Jet Set'], ['Guess', ''], ['Furla', ''], ['Samsonite', ''], ['Eastpak', '']],
    attributes: COLOURS.slice(0, 5), sentences: [S.box], priceEur: [10, 350], worn: true, picture: 'bag',
  },
  jewellery: {
    items: [
      t('Pandora silver bracelet', 'Серебряный браслет Pandora', 'Brățară de argint Pandora', 'Pandora Silberarmband', 'Срібний браслет Pandora', 'Pandora ezüst karkötő', 'Сребърна гривна Pandora', 'Srebrna narukvica ‹Pandora›'),
      t('Gold ring, 14 carat', 'Золотое кольцо, 14 карат', 'Inel de aur, 14 carate', 'Goldring, 14 Karat', 'Золота каблучка, 14 карат', 'Arany gyűrű, 14 karátos', 'Златен пръстен, 14 карата', 'Zlatni prsten, 14 karata'),
      t('Swarovski earrings', 'Серьги Swarovski', 'Cercei Swarovski', 'Swarovski Ohrringe', 'Сережки Swarovski', 'Swarovski fülbevaló', 'Обеци Swarovski', 'Minđuše ‹Swarovski›'),
    ],
    sentences: [S.box], priceEur: [15, 800], picture: 'ring',
  },
  prams: {
    noun: t('pram', 'коляска', 'cărucior', 'Kinderwagen', 'коляска', 'babakocsi', 'количка', 'kolica'),
    items: [['Chicco', 'Trio Love'], ['Cybex', 'Balios S'], ['Bugaboo', 'Fox'], ['Graco', 'Evo'], ['Peg Perego', 'Book']],
    sentences: [S.folds, S.kids], priceEur: [50, 700], picture: 'pram',
  },
  'car-seats': {
    noun: t('car seat', 'автокресло', 'scaun auto', 'Kindersitz', 'автокрісло', 'gyerekülés', 'столче за кола', 'auto sedište'),
    items: [['Cybex', 'Sirona Z'], ['Maxi-Cosi', 'Pebble'], ['Britax Römer', 'Kidfix'], ['Chicco', 'Seat2Fit']],
    sentences: [S.isofix, S.kids], priceEur: [30, 350], picture: 'chair',
  },
  cots: {
    noun: t('cot', 'детская кроватка', 'pătuț', 'Babybett', 'дитяче ліжечко', 'kiságy', 'детско креватче', 'krevetac'),
    items: [['IKEA', 'Sundvik'], ['IKEA', 'Gulliver'], ['Chicco', 'Next2Me'], ['Jysk', 'Lyngby']],
    sentences: [S.mattress, S.kids], priceEur: [25, 300], picture: 'bed',
  },
  'building-sets': {
    noun: t('building set', 'конструктор', 'set de construcție', 'Bauset', 'конструктор', 'építőkészlet', 'конструктор', 'set za slaganje'),
    items: [['LEGO', 'City'], ['LEGO', 'Technic'], ['LEGO', 'Star Wars'], ['LEGO', 'Friends'], ['LEGO', 'Duplo'], ['Playmobil', 'Country']],
    sentences: [S.complete, S.kids], priceEur: [8, 400], picture: 'toy',
  },
  dolls: {
    noun: t('doll', 'кукла', 'păpușă', 'Puppe', 'лялька', 'baba', 'кукла', 'lutka'),
    items: [['Barbie', 'Dreamtopia'], ['Baby Born', 'Soft Touch'], ['L.O.L. Surprise', 'OMG'], ['Disney', 'Frozen Elsa']],
    sentences: [S.complete, S.kids], priceEur: [5, 80], picture: 'toy',
  },
  'outdoor-toys': {
    items: [
      t('Garden trampoline 305 cm', 'Батут 305 см', 'Trambulină de grădină 305 cm', 'Gartentrampolin 305 cm', 'Батут 305 см', 'Kerti trambulin 305 cm', 'Батут 305 см', 'Trambolina 305 cm'),
      t('Garden swing set', 'Детские качели', 'Leagăn de grădină', 'Schaukelgestell', 'Дитяча гойдалка', 'Kerti hinta', 'Детска люлка', 'Ljuljaška za dvorište'),
      t('Balance bike', 'Беговел', 'Bicicletă fără pedale', 'Laufrad', 'Біговел', 'Futóbicikli', 'Колело без педали', 'Guralica'),
    ],
    sentences: [S.kids, S.weather], priceEur: [15, 300], picture: 'ball',
  },
  fitness: {
    items: [
      t('Dumbbell set 2 × 10 kg', 'Набор гантелей 2 × 10 кг', 'Set gantere 2 × 10 kg', 'Hantelset 2 × 10 kg', 'Набір гантелей 2 × 10 кг', 'Súlyzókészlet 2 × 10 kg', 'Комплект дъмбели 2 × 10 кг', 'Set tegova 2 × 10 kg'),
      t('Domyos treadmill', 'Беговая дорожка Domyos', 'Bandă de alergare Domyos', 'Laufband Domyos', 'Бігова доріжка Domyos', 'Domyos futópad', 'Бягаща пътека Domyos', 'Traka za trčanje ‹Domyos›'),
      t('Kettler exercise bike', 'Велотренажёр Kettler', 'Bicicletă fitness Kettler', 'Heimtrainer Kettler', 'Велотренажер Kettler', 'Kettler szobabicikli', 'Велоергометър Kettler', 'Sobni bicikl ‹Kettler›'),
    ],
    sentences: [S.training], priceEur: [20, 900], picture: 'ball',
  },
  'ball-sports': {
    items: [
      t('Wilson Pro Staff tennis racket', 'Теннисная ракетка Wilson Pro Staff', 'Rachetă de tenis Wilson Pro Staff', 'Tennisschläger Wilson Pro Staff', 'Тенісна ракетка Wilson Pro Staff', 'Wilson Pro Staff teniszütő', 'Тенис ракета Wilson Pro Staff', 'Teniski reket ‹Wilson Pro Staff›'),
      t('Adidas football', 'Футбольный мяч Adidas', 'Minge de fotbal Adidas', 'Adidas Fußball', 'Футбольний мʼяч Adidas', 'Adidas focilabda', 'Футболна топка Adidas', 'Fudbalska lopta ‹Adidas›'),
      t('Spalding basketball', 'Баскетбольный мяч Spalding', 'Minge de baschet Spalding', 'Spalding Basketball', 'Баскетбольний мʼяч Spalding', 'Spalding kosárlabda', 'Баскетболна топка Spalding', 'Košarkaška lopta ‹Spalding›'),
    ],
    sentences: [S.training], priceEur: [10, 200], picture: 'ball',
  },
  'winter-sports': {
    items: [
      t('Atomic skis 170 cm', 'Лыжи Atomic 170 см', 'Schiuri Atomic 170 cm', 'Atomic Ski 170 cm', 'Лижі Atomic 170 см', 'Atomic síléc 170 cm', 'Ски Atomic 170 см', 'Skije ‹Atomic› 170 cm'),
      t('Burton snowboard', 'Сноуборд Burton', 'Snowboard Burton', 'Burton Snowboard', 'Сноуборд Burton', 'Burton snowboard', 'Сноуборд Burton', 'Snoubord ‹Burton›'),
      t('Salomon ski boots', 'Горнолыжные ботинки Salomon', 'Clăpari Salomon', 'Salomon Skischuhe', 'Гірськолижні черевики Salomon', 'Salomon sícipő', 'Ски обувки Salomon', 'Ski čizme ‹Salomon›'),
    ],
    sentences: [t('Used for two seasons, serviced.', 'Катались два сезона, после сервиса.', 'Folosite două sezoane, cu service făcut.', 'Zwei Saisons benutzt, frisch gewartet.', 'Каталися два сезони, після сервісу.', 'Két szezont használt, szervizelt.', 'Карани два сезона, с направен сервиз.', 'Korišćeno dve sezone, servisirano.')], priceEur: [30, 500], picture: 'ball',
  },
  instruments: {
    items: [
      t('Yamaha F310 acoustic guitar', 'Акустическая гитара Yamaha F310', 'Chitară acustică Yamaha F310', 'Akustikgitarre Yamaha F310', 'Акустична гітара Yamaha F310', 'Yamaha F310 akusztikus gitár', 'Акустична китара Yamaha F310', 'Akustična gitara ‹Yamaha F310›'),
      t('Fender Stratocaster electric guitar', 'Электрогитара Fender Stratocaster', 'Chitară electrică Fender Stratocaster', 'E-Gitarre Fender Stratocaster', 'Електрогітара Fender Stratocaster', 'Fender Stratocaster elektromos gitár', 'Електрическа китара Fender Stratocaster', 'Električna gitara ‹Fender Stratocaster›'),
      t('Yamaha P-45 digital piano', 'Цифровое пианино Yamaha P-45', 'Pian digital Yamaha P-45', 'Digitalpiano Yamaha P-45', 'Цифрове піаніно Yamaha P-45', 'Yamaha P-45 digitális zongora', 'Дигитално пиано Yamaha P-45', 'Digitalni klavir ‹Yamaha P-45›'),
      t('Yamaha PSR-E373 keyboard', 'Синтезатор Yamaha PSR-E373', 'Orgă Yamaha PSR-E373', 'Keyboard Yamaha PSR-E373', 'Синтезатор Yamaha PSR-E373', 'Yamaha PSR-E373 szintetizátor', 'Синтезатор Yamaha PSR-E373', 'Klavijatura ‹Yamaha PSR-E373›'),
    ],
    sentences: [S.tuned], priceEur: [60, 1500], picture: 'guitar',
  },
  books: {
    items: [
      t('Harry Potter, all seven books', 'Гарри Поттер, все семь книг', 'Harry Potter, toate cele șapte cărți', 'Harry Potter, alle sieben Bücher', 'Гаррі Поттер, усі сім книжок', 'Harry Potter, mind a hét könyv', 'Хари Потър, всички седем книги', 'Hari Poter, svih sedam knjiga'),
      t('Cookbook', 'Кулинарная книга', 'Carte de bucate', 'Kochbuch', 'Кулінарна книга', 'Szakácskönyv', 'Готварска книга', 'Kuvar'),
      t('Children’s books, 20 pieces', 'Детские книги, 20 штук', 'Cărți pentru copii, 20 de bucăți', 'Kinderbücher, 20 Stück', 'Дитячі книжки, 20 штук', 'Gyerekkönyvek, 20 darab', 'Детски книги, 20 броя', 'Knjige za decu, 20 komada'),
    ],
    sentences: [S.pages], priceEur: [3, 80], picture: 'book',
  },
  vinyl: {
    noun: t('vinyl record', 'виниловая пластинка', 'disc de vinil', 'Schallplatte', 'вінілова платівка', 'bakelitlemez', 'грамофонна плоча', 'gramofonska ploča'),
    items: [['The Beatles', 'Abbey Road'], ['Pink Floyd', 'The Dark Side of the Moon'], ['Queen', 'A Night at the Opera'], ['Bijelo Dugme', 'Bitanga i princeza'], ['ABBA', 'Arrival'], ['Azra', 'Sunčana strana ulice']],
    sentences: [S.vinylPlays, S.collection], priceEur: [5, 120], joiner: ' – ', picture: 'record',
  },
  coins: {
    items: [
      t('Silver coin, 5 dinars 1904', 'Серебряная монета, 5 динаров 1904', 'Monedă de argint, 5 dinari 1904', 'Silbermünze, 5 Dinar 1904', 'Срібна монета, 5 динарів 1904', 'Ezüstérme, 5 dinár 1904', 'Сребърна монета, 5 динара 1904', 'Srebrni novčić, 5 dinara 1904'),
      t('Collection of old coins', 'Коллекция старых монет', 'Colecție de monede vechi', 'Sammlung alter Münzen', 'Колекція старих монет', 'Régi érmegyűjtemény', 'Колекция стари монети', 'Kolekcija starih novčića'),
    ],
    sentences: [S.collection], priceEur: [5, 1500], picture: 'coin',
  },
  stamps: {
    items: [
      t('Stamp album, Yugoslavia 1950–1990', 'Альбом марок, Югославия 1950–1990', 'Album de timbre, Iugoslavia 1950–1990', 'Briefmarkenalbum, Jugoslawien 1950–1990', 'Альбом марок, Югославія 1950–1990', 'Bélyegalbum, Jugoszlávia 1950–1990', 'Албум с марки, Югославия 1950–1990', 'Album maraka, Jugoslavija 1950–1990'),
      t('Block of stamps, 1964 Olympics', 'Блок марок, Олимпиада 1964', 'Bloc de timbre, Olimpiada 1964', 'Briefmarkenblock, Olympia 1964', 'Блок марок, Олімпіада 1964', 'Bélyegblokk, 1964-es olimpia', 'Блок марки, Олимпиада 1964', 'Blok maraka, Olimpijada 1964'),
    ],
    sentences: [S.collection], priceEur: [3, 400], picture: 'book',
  },
  antiques: {
    items: [
      t('Antique wall clock', 'Старинные настенные часы', 'Ceas de perete antic', 'Antike Wanduhr', 'Старовинний настінний годинник', 'Antik falióra', 'Старинен стенен часовник', 'Antikni zidni sat'),
      t('Old oil painting', 'Старая картина маслом', 'Tablou vechi în ulei', 'Altes Ölgemälde', 'Стара картина олією', 'Régi olajfestmény', 'Стара маслена картина', 'Stara slika u ulju'),
      t('Antique chest of drawers', 'Старинный комод', 'Comodă antică', 'Antike Kommode', 'Старовинний комод', 'Antik komód', 'Старинен скрин', 'Antikna komoda'),
    ],
    sentences: [S.collection], priceEur: [30, 3000], picture: 'watch',
  },
  repairs: {
    items: [
      t('Plumber', 'Сантехник', 'Instalator', 'Installateur', 'Сантехнік', 'Vízszerelő', 'Водопроводчик', 'Vodoinstalater'),
      t('Electrician', 'Электрик', 'Electrician', 'Elektriker', 'Електрик', 'Villanyszerelő', 'Електротехник', 'Električar'),
      t('Painting and decorating', 'Покраска стен', 'Zugrăveli', 'Malerarbeiten', 'Фарбування стін', 'Festés, mázolás', 'Боядисване', 'Molerski radovi'),
      t('Washing machine repair', 'Ремонт стиральных машин', 'Reparații mașini de spălat', 'Waschmaschinenreparatur', 'Ремонт пральних машин', 'Mosógépjavítás', 'Ремонт на перални', 'Popravka veš mašina'),
    ],
    deal: 'service', sentences: [S.experience, S.ownTools, S.weekends], priceEur: [15, 120], picture: 'wrench',
  },
  cleaning: {
    items: [
      t('Flat cleaning', 'Уборка квартир', 'Curățenie apartamente', 'Wohnungsreinigung', 'Прибирання квартир', 'Lakástakarítás', 'Почистване на апартаменти', 'Čišćenje stanova'),
      t('Window cleaning', 'Мытьё окон', 'Spălat geamuri', 'Fensterreinigung', 'Миття вікон', 'Ablaktisztítás', 'Миене на прозорци', 'Pranje prozora'),
      t('Office cleaning', 'Уборка офисов', 'Curățenie birouri', 'Büroreinigung', 'Прибирання офісів', 'Irodatakarítás', 'Почистване на офиси', 'Čišćenje poslovnog prostora'),
    ],
    deal: 'service', sentences: [S.experience, S.weekends], priceEur: [10, 80], picture: 'wrench',
  },
  moving: {
    items: [
      t('Moving with a van', 'Переезд на микроавтобусе', 'Mutări cu duba', 'Umzug mit Transporter', 'Переїзд на мікроавтобусі', 'Költöztetés kisbusszal', 'Преместване с бус', 'Selidbe kombijem'),
      t('Furniture transport', 'Перевозка мебели', 'Transport mobilă', 'Möbeltransport', 'Перевезення меблів', 'Bútorszállítás', 'Транспорт на мебели', 'Prevoz nameštaja'),
    ],
    deal: 'service', sentences: [S.experience, S.weekends], priceEur: [25, 300], picture: 'car',
  },
  'language-lessons': {
    items: [
      t('English lessons', 'Уроки английского', 'Lecții de engleză', 'Englischunterricht', 'Уроки англійської', 'Angolórák', 'Уроци по английски', 'Časovi engleskog'),
      t('German lessons', 'Уроки немецкого', 'Lecții de germană', 'Deutschunterricht', 'Уроки німецької', 'Németórák', 'Уроци по немски', 'Časovi nemačkog'),
      t('Italian lessons', 'Уроки итальянского', 'Lecții de italiană', 'Italienischunterricht', 'Уроки італійської', 'Olaszórák', 'Уроци по италиански', 'Časovi italijanskog'),
    ],
    deal: 'service', sentences: [S.online, S.firstFree], priceEur: [8, 40], picture: 'lesson',
  },
  tutoring: {
    items: [
      t('Maths tutoring', 'Репетитор по математике', 'Meditații la matematică', 'Nachhilfe in Mathe', 'Репетитор з математики', 'Matek korrepetálás', 'Частни уроци по математика', 'Časovi matematike'),
      t('Physics tutoring', 'Репетитор по физике', 'Meditații la fizică', 'Nachhilfe in Physik', 'Репетитор з фізики', 'Fizika korrepetálás', 'Частни уроци по физика', 'Časovi fizike'),
    ],
    deal: 'service', sentences: [S.online, S.firstFree], priceEur: [8, 35], picture: 'lesson',
  },
  'music-lessons': {
    items: [
      t('Guitar lessons', 'Уроки гитары', 'Lecții de chitară', 'Gitarrenunterricht', 'Уроки гітари', 'Gitároktatás', 'Уроци по китара', 'Časovi gitare'),
      t('Piano lessons', 'Уроки фортепиано', 'Lecții de pian', 'Klavierunterricht', 'Уроки фортепіано', 'Zongoraórák', 'Уроци по пиано', 'Časovi klavira'),
    ],
    deal: 'service', sentences: [S.online, S.firstFree], priceEur: [10, 40], picture: 'guitar',
  },
};
