import type { CategoryKind } from '@marketplace/core';
import { t, type Phrase } from '../language/phrase.js';

/**
 * The curated category tree: 8 roots, 3 levels, 71 leaves, named in all eight languages
 * (en ru ro de uk hu bg sr, Serbian in Latin). What each leaf offers is in items.ts.
 */
export interface CatalogNode {
  readonly slug: string;
  readonly titles: Phrase;
}

export interface CatalogGroup extends CatalogNode {
  readonly leaves: readonly CatalogNode[];
}

export interface CatalogRoot extends CatalogNode {
  readonly kind: CategoryKind;
  readonly groups: readonly CatalogGroup[];
}

const node = (slug: string, ...titles: Parameters<typeof t>): CatalogNode => ({ slug, titles: t(...titles) });

export const CATALOG: readonly CatalogRoot[] = [
  {
    ...node('electronics', 'Electronics', 'Электроника', 'Electronice', 'Elektronik', 'Електроніка', 'Elektronika', 'Електроника', 'Elektronika'),
    kind: 'goods',
    groups: [
      {
        ...node('phones', 'Phones', 'Телефоны', 'Telefoane', 'Handys', 'Телефони', 'Telefonok', 'Телефони', 'Telefoni'),
        leaves: [
          node('smartphones', 'Smartphones', 'Смартфоны', 'Smartphone-uri', 'Smartphones', 'Смартфони', 'Okostelefonok', 'Смартфони', 'Pametni telefoni'),
          node('feature-phones', 'Feature phones', 'Кнопочные телефоны', 'Telefoane cu butoane', 'Tastenhandys', 'Кнопкові телефони', 'Nyomógombos telefonok', 'Телефони с копчета', 'Telefoni sa tasterima'),
          node('phone-accessories', 'Phone accessories', 'Аксессуары для телефонов', 'Accesorii telefoane', 'Handyzubehör', 'Аксесуари для телефонів', 'Telefontartozékok', 'Аксесоари за телефони', 'Oprema za telefone'),
        ],
      },
      {
        ...node('computers', 'Computers', 'Компьютеры', 'Calculatoare', 'Computer', "Комп'ютери", 'Számítógépek', 'Компютри', 'Računari'),
        leaves: [
          node('laptops', 'Laptops', 'Ноутбуки', 'Laptopuri', 'Laptops', 'Ноутбуки', 'Laptopok', 'Лаптопи', 'Laptopovi'),
          node('desktops', 'Desktop computers', 'Настольные компьютеры', 'Calculatoare desktop', 'Desktop-PCs', "Настільні комп'ютери", 'Asztali számítógépek', 'Настолни компютри', 'Desktop računari'),
          node('tablets', 'Tablets', 'Планшеты', 'Tablete', 'Tablets', 'Планшети', 'Táblagépek', 'Таблети', 'Tableti'),
          node('monitors', 'Monitors', 'Мониторы', 'Monitoare', 'Monitore', 'Монітори', 'Monitorok', 'Монитори', 'Monitori'),
        ],
      },
      {
        ...node('tv-audio', 'TV and audio', 'ТВ и аудио', 'TV și audio', 'TV und Audio', 'ТВ та аудіо', 'TV és audió', 'ТВ и аудио', 'TV i audio'),
        leaves: [
          node('televisions', 'Televisions', 'Телевизоры', 'Televizoare', 'Fernseher', 'Телевізори', 'Televíziók', 'Телевизори', 'Televizori'),
          node('headphones', 'Headphones', 'Наушники', 'Căști', 'Kopfhörer', 'Навушники', 'Fejhallgatók', 'Слушалки', 'Slušalice'),
          node('speakers', 'Speakers', 'Колонки', 'Boxe', 'Lautsprecher', 'Колонки', 'Hangszórók', 'Тонколони', 'Zvučnici'),
          node('game-consoles', 'Game consoles', 'Игровые приставки', 'Console de jocuri', 'Spielkonsolen', 'Ігрові приставки', 'Játékkonzolok', 'Игрови конзоли', 'Igračke konzole'),
        ],
      },
    ],
  },
  {
    ...node('home', 'Home and garden', 'Дом и сад', 'Casă și grădină', 'Haus und Garten', 'Дім і сад', 'Otthon és kert', 'Дом и градина', 'Kuća i bašta'),
    kind: 'goods',
    groups: [
      {
        ...node('furniture', 'Furniture', 'Мебель', 'Mobilă', 'Möbel', 'Меблі', 'Bútorok', 'Мебели', 'Nameštaj'),
        leaves: [
          node('sofas', 'Sofas', 'Диваны', 'Canapele', 'Sofas', 'Дивани', 'Kanapék', 'Дивани', 'Sofe'),
          node('tables', 'Tables', 'Столы', 'Mese', 'Tische', 'Столи', 'Asztalok', 'Маси', 'Stolovi'),
          node('chairs', 'Chairs', 'Стулья', 'Scaune', 'Stühle', 'Стільці', 'Székek', 'Столове', 'Stolice'),
          node('wardrobes', 'Wardrobes', 'Шкафы', 'Dulapuri', 'Kleiderschränke', 'Шафи', 'Szekrények', 'Гардероби', 'Ormari'),
          node('beds', 'Beds', 'Кровати', 'Paturi', 'Betten', 'Ліжка', 'Ágyak', 'Легла', 'Kreveti'),
        ],
      },
      {
        ...node('appliances', 'Appliances', 'Бытовая техника', 'Electrocasnice', 'Haushaltsgeräte', 'Побутова техніка', 'Háztartási gépek', 'Домакински уреди', 'Bela tehnika'),
        leaves: [
          node('washing-machines', 'Washing machines', 'Стиральные машины', 'Mașini de spălat', 'Waschmaschinen', 'Пральні машини', 'Mosógépek', 'Перални', 'Mašine za veš'),
          node('fridges', 'Fridges', 'Холодильники', 'Frigidere', 'Kühlschränke', 'Холодильники', 'Hűtőszekrények', 'Хладилници', 'Frižideri'),
          node('cookers', 'Cookers', 'Плиты', 'Aragazuri', 'Herde', 'Плити', 'Tűzhelyek', 'Печки', 'Šporeti'),
          node('vacuum-cleaners', 'Vacuum cleaners', 'Пылесосы', 'Aspiratoare', 'Staubsauger', 'Пилососи', 'Porszívók', 'Прахосмукачки', 'Usisivači'),
        ],
      },
      {
        ...node('garden', 'Garden', 'Сад', 'Grădină', 'Garten', 'Сад', 'Kert', 'Градина', 'Bašta'),
        leaves: [
          node('garden-tools', 'Garden tools', 'Садовый инструмент', 'Unelte de grădină', 'Gartengeräte', 'Садовий інструмент', 'Kerti szerszámok', 'Градински инструменти', 'Baštenski alat'),
          node('lawn-mowers', 'Lawn mowers', 'Газонокосилки', 'Mașini de tuns iarba', 'Rasenmäher', 'Газонокосарки', 'Fűnyírók', 'Косачки', 'Kosilice'),
          node('garden-furniture', 'Garden furniture', 'Садовая мебель', 'Mobilier de grădină', 'Gartenmöbel', 'Садові меблі', 'Kerti bútorok', 'Градински мебели', 'Baštenski nameštaj'),
        ],
      },
    ],
  },
  {
    ...node('vehicles', 'Vehicles', 'Транспорт', 'Vehicule', 'Fahrzeuge', 'Транспорт', 'Járművek', 'Превозни средства', 'Vozila'),
    kind: 'vehicles',
    groups: [
      {
        ...node('cars', 'Cars', 'Легковые автомобили', 'Autoturisme', 'Autos', 'Легкові автомобілі', 'Személyautók', 'Леки автомобили', 'Automobili'),
        leaves: [
          node('sedans', 'Sedans', 'Седаны', 'Sedanuri', 'Limousinen', 'Седани', 'Szedánok', 'Седани', 'Limuzine'),
          node('hatchbacks', 'Hatchbacks', 'Хэтчбеки', 'Hatchback-uri', 'Kleinwagen', 'Хетчбеки', 'Ferdehátúak', 'Хечбеци', 'Hečbekovi'),
          node('suvs', 'SUVs', 'Внедорожники', 'SUV-uri', 'SUVs', 'Позашляховики', 'Terepjárók', 'Джипове', 'Džipovi'),
        ],
      },
      {
        ...node('two-wheelers', 'Bicycles and motorcycles', 'Велосипеды и мотоциклы', 'Biciclete și motociclete', 'Fahrräder und Motorräder', 'Велосипеди та мотоцикли', 'Kerékpárok és motorok', 'Велосипеди и мотоциклети', 'Bicikli i motocikli'),
        leaves: [
          node('bicycles', 'Bicycles', 'Велосипеды', 'Biciclete', 'Fahrräder', 'Велосипеди', 'Kerékpárok', 'Велосипеди', 'Bicikli'),
          node('motorcycles', 'Motorcycles', 'Мотоциклы', 'Motociclete', 'Motorräder', 'Мотоцикли', 'Motorkerékpárok', 'Мотоциклети', 'Motocikli'),
          node('scooters', 'Scooters', 'Скутеры', 'Scutere', 'Motorroller', 'Скутери', 'Robogók', 'Скутери', 'Skuteri'),
        ],
      },
      {
        ...node('vehicle-parts', 'Parts and tyres', 'Запчасти и шины', 'Piese și anvelope', 'Teile und Reifen', 'Запчастини та шини', 'Alkatrészek és gumik', 'Части и гуми', 'Delovi i gume'),
        leaves: [
          node('tyres', 'Tyres', 'Шины', 'Anvelope', 'Reifen', 'Шини', 'Gumiabroncsok', 'Гуми', 'Gume'),
          node('car-parts', 'Car parts', 'Автозапчасти', 'Piese auto', 'Autoteile', 'Автозапчастини', 'Autóalkatrészek', 'Авточасти', 'Auto delovi'),
          node('car-audio', 'Car audio', 'Автозвук', 'Audio auto', 'Car-HiFi', 'Автозвук', 'Autóhifi', 'Аудио за кола', 'Auto ozvučenje'),
        ],
      },
    ],
  },
  {
    ...node('property', 'Property', 'Недвижимость', 'Imobiliare', 'Immobilien', 'Нерухомість', 'Ingatlan', 'Имоти', 'Nekretnine'),
    kind: 'property',
    groups: [
      {
        ...node('flats', 'Flats', 'Квартиры', 'Apartamente', 'Wohnungen', 'Квартири', 'Lakások', 'Апартаменти', 'Stanovi'),
        leaves: [
          node('flats-for-sale', 'Flats for sale', 'Продажа квартир', 'Apartamente de vânzare', 'Wohnungen zum Kauf', 'Продаж квартир', 'Eladó lakások', 'Апартаменти за продажба', 'Prodaja stanova'),
          node('flats-for-rent', 'Flats for rent', 'Аренда квартир', 'Apartamente de închiriat', 'Mietwohnungen', 'Оренда квартир', 'Kiadó lakások', 'Апартаменти под наем', 'Izdavanje stanova'),
          node('rooms', 'Rooms', 'Комнаты', 'Camere', 'Zimmer', 'Кімнати', 'Szobák', 'Стаи', 'Sobe'),
        ],
      },
      {
        ...node('houses', 'Houses and land', 'Дома и участки', 'Case și terenuri', 'Häuser und Grundstücke', 'Будинки та ділянки', 'Házak és telkek', 'Къщи и парцели', 'Kuće i placevi'),
        leaves: [
          node('houses-for-sale', 'Houses for sale', 'Продажа домов', 'Case de vânzare', 'Häuser zum Kauf', 'Продаж будинків', 'Eladó házak', 'Къщи за продажба', 'Prodaja kuća'),
          node('land', 'Land', 'Земельные участки', 'Terenuri', 'Grundstücke', 'Земельні ділянки', 'Telkek', 'Парцели', 'Placevi'),
          node('holiday-homes', 'Holiday homes', 'Дачи', 'Case de vacanță', 'Ferienhäuser', 'Дачі', 'Nyaralók', 'Вили', 'Vikendice'),
        ],
      },
      {
        ...node('commercial', 'Commercial property', 'Коммерческая недвижимость', 'Spații comerciale', 'Gewerbeimmobilien', 'Комерційна нерухомість', 'Üzleti ingatlanok', 'Търговски имоти', 'Poslovni prostor'),
        leaves: [
          node('offices', 'Offices', 'Офисы', 'Birouri', 'Büros', 'Офіси', 'Irodák', 'Офиси', 'Kancelarije'),
          node('shops', 'Shops', 'Торговые помещения', 'Magazine', 'Ladenlokale', 'Торгові приміщення', 'Üzlethelyiségek', 'Магазини', 'Lokali'),
          node('garages', 'Garages', 'Гаражи', 'Garaje', 'Garagen', 'Гаражі', 'Garázsok', 'Гаражи', 'Garaže'),
        ],
      },
    ],
  },
  {
    ...node('fashion', 'Fashion', 'Одежда и обувь', 'Modă', 'Mode', 'Одяг і взуття', 'Divat', 'Мода', 'Moda'),
    kind: 'goods',
    groups: [
      {
        ...node('womens-clothing', "Women's clothing", 'Женская одежда', 'Îmbrăcăminte damă', 'Damenbekleidung', 'Жіночий одяг', 'Női ruházat', 'Дамски дрехи', 'Ženska odeća'),
        leaves: [
          node('dresses', 'Dresses', 'Платья', 'Rochii', 'Kleider', 'Сукні', 'Ruhák', 'Рокли', 'Haljine'),
          node('womens-coats', 'Coats and jackets', 'Пальто и куртки', 'Paltoane și geci', 'Mäntel und Jacken', 'Пальта та куртки', 'Kabátok és dzsekik', 'Палта и якета', 'Kaputi i jakne'),
          node('womens-shoes', "Women's shoes", 'Женская обувь', 'Încălțăminte damă', 'Damenschuhe', 'Жіноче взуття', 'Női cipők', 'Дамски обувки', 'Ženska obuća'),
        ],
      },
      {
        ...node('mens-clothing', "Men's clothing", 'Мужская одежда', 'Îmbrăcăminte bărbați', 'Herrenbekleidung', 'Чоловічий одяг', 'Férfi ruházat', 'Мъжки дрехи', 'Muška odeća'),
        leaves: [
          node('mens-jackets', 'Jackets', 'Куртки', 'Geci', 'Jacken', 'Куртки', 'Dzsekik', 'Якета', 'Jakne'),
          node('jeans', 'Jeans', 'Джинсы', 'Blugi', 'Jeans', 'Джинси', 'Farmerek', 'Дънки', 'Farmerke'),
          node('mens-shoes', "Men's shoes", 'Мужская обувь', 'Încălțăminte bărbați', 'Herrenschuhe', 'Чоловіче взуття', 'Férfi cipők', 'Мъжки обувки', 'Muška obuća'),
        ],
      },
      {
        ...node('accessories', 'Accessories', 'Аксессуары', 'Accesorii', 'Accessoires', 'Аксесуари', 'Kiegészítők', 'Аксесоари', 'Aksesoari'),
        leaves: [
          node('watches', 'Watches', 'Часы', 'Ceasuri', 'Uhren', 'Годинники', 'Órák', 'Часовници', 'Satovi'),
          node('bags', 'Bags', 'Сумки', 'Genți', 'Taschen', 'Сумки', 'Táskák', 'Чанти', 'Torbe'),
          node('jewellery', 'Jewellery', 'Украшения', 'Bijuterii', 'Schmuck', 'Прикраси', 'Ékszerek', 'Бижута', 'Nakit'),
        ],
      },
    ],
  },
  {
    ...node('kids', 'Kids', 'Детский мир', 'Copii', 'Kinder', 'Дитячий світ', 'Gyerekeknek', 'Детски стоки', 'Deca'),
    kind: 'goods',
    groups: [
      {
        ...node('baby-gear', 'Baby gear', 'Товары для малышей', 'Articole pentru bebeluși', 'Babyausstattung', 'Товари для малюків', 'Babafelszerelés', 'Бебешки стоки', 'Oprema za bebe'),
        leaves: [
          node('prams', 'Prams', 'Коляски', 'Cărucioare', 'Kinderwagen', 'Візочки', 'Babakocsik', 'Колички', 'Kolica'),
          node('car-seats', 'Car seats', 'Автокресла', 'Scaune auto', 'Kindersitze', 'Автокрісла', 'Gyerekülések', 'Столчета за кола', 'Auto sedišta'),
          node('cots', 'Cots', 'Кроватки', 'Pătuțuri', 'Kinderbetten', 'Ліжечка', 'Kiságyak', 'Кошари', 'Krevetac'),
        ],
      },
      {
        ...node('toys', 'Toys', 'Игрушки', 'Jucării', 'Spielzeug', 'Іграшки', 'Játékok', 'Играчки', 'Igračke'),
        leaves: [
          node('building-sets', 'Building sets', 'Конструкторы', 'Jocuri de construcție', 'Bausätze', 'Конструктори', 'Építőjátékok', 'Конструктори', 'Kocke i slagalice'),
          node('dolls', 'Dolls', 'Куклы', 'Păpuși', 'Puppen', 'Ляльки', 'Babák', 'Кукли', 'Lutke'),
          node('outdoor-toys', 'Outdoor toys', 'Уличные игрушки', 'Jucării de exterior', 'Spielzeug für draußen', 'Вуличні іграшки', 'Kültéri játékok', 'Играчки за навън', 'Igračke za dvorište'),
        ],
      },
    ],
  },
  {
    ...node('hobby', 'Hobby and sport', 'Хобби и спорт', 'Hobby și sport', 'Hobby und Sport', 'Хобі та спорт', 'Hobbi és sport', 'Хоби и спорт', 'Hobi i sport'),
    kind: 'goods',
    groups: [
      {
        ...node('sport', 'Sport', 'Спорт', 'Sport', 'Sport', 'Спорт', 'Sport', 'Спорт', 'Sport'),
        leaves: [
          node('fitness', 'Fitness', 'Фитнес', 'Fitness', 'Fitness', 'Фітнес', 'Fitnesz', 'Фитнес', 'Fitnes'),
          node('ball-sports', 'Ball sports', 'Игры с мячом', 'Sporturi cu mingea', 'Ballsport', "Ігри з м'ячем", 'Labdajátékok', 'Игри с топка', 'Sportovi sa loptom'),
          node('winter-sports', 'Winter sports', 'Зимний спорт', 'Sporturi de iarnă', 'Wintersport', 'Зимовий спорт', 'Téli sportok', 'Зимни спортове', 'Zimski sportovi'),
        ],
      },
      {
        ...node('music', 'Music and books', 'Музыка и книги', 'Muzică și cărți', 'Musik und Bücher', 'Музика та книги', 'Zene és könyvek', 'Музика и книги', 'Muzika i knjige'),
        leaves: [
          node('instruments', 'Musical instruments', 'Музыкальные инструменты', 'Instrumente muzicale', 'Musikinstrumente', 'Музичні інструменти', 'Hangszerek', 'Музикални инструменти', 'Muzički instrumenti'),
          node('books', 'Books', 'Книги', 'Cărți', 'Bücher', 'Книги', 'Könyvek', 'Книги', 'Knjige'),
          node('vinyl', 'Records', 'Пластинки', 'Viniluri', 'Schallplatten', 'Платівки', 'Hanglemezek', 'Плочи', 'Ploče'),
        ],
      },
      {
        ...node('collecting', 'Collecting', 'Коллекционирование', 'Colecții', 'Sammeln', 'Колекціонування', 'Gyűjtés', 'Колекциониране', 'Kolekcionarstvo'),
        leaves: [
          node('coins', 'Coins', 'Монеты', 'Monede', 'Münzen', 'Монети', 'Érmék', 'Монети', 'Novac i kovanice'),
          node('stamps', 'Stamps', 'Марки', 'Timbre', 'Briefmarken', 'Марки', 'Bélyegek', 'Марки', 'Poštanske marke'),
          node('antiques', 'Antiques', 'Антиквариат', 'Antichități', 'Antiquitäten', 'Антикваріат', 'Régiségek', 'Антики', 'Antikviteti'),
        ],
      },
    ],
  },
  {
    ...node('services', 'Services', 'Услуги', 'Servicii', 'Dienstleistungen', 'Послуги', 'Szolgáltatások', 'Услуги', 'Usluge'),
    kind: 'services',
    groups: [
      {
        ...node('home-services', 'Home services', 'Услуги для дома', 'Servicii pentru casă', 'Hausdienste', 'Послуги для дому', 'Házi szolgáltatások', 'Услуги за дома', 'Usluge za kuću'),
        leaves: [
          node('repairs', 'Repairs', 'Ремонт', 'Reparații', 'Reparaturen', 'Ремонт', 'Javítás', 'Ремонти', 'Popravke'),
          node('cleaning', 'Cleaning', 'Уборка', 'Curățenie', 'Reinigung', 'Прибирання', 'Takarítás', 'Почистване', 'Čišćenje'),
          node('moving', 'Moving', 'Переезды', 'Mutări', 'Umzüge', 'Переїзди', 'Költöztetés', 'Преместване', 'Selidbe'),
        ],
      },
      {
        ...node('lessons', 'Lessons', 'Обучение', 'Meditații', 'Unterricht', 'Навчання', 'Oktatás', 'Уроци', 'Časovi'),
        leaves: [
          node('language-lessons', 'Language lessons', 'Иностранные языки', 'Limbi străine', 'Sprachunterricht', 'Іноземні мови', 'Nyelvórák', 'Езикови уроци', 'Strani jezici'),
          node('tutoring', 'Tutoring', 'Репетиторы', 'Meditații școlare', 'Nachhilfe', 'Репетитори', 'Korrepetálás', 'Частни уроци', 'Privatni časovi'),
          node('music-lessons', 'Music lessons', 'Уроки музыки', 'Lecții de muzică', 'Musikunterricht', 'Уроки музики', 'Zeneórák', 'Уроци по музика', 'Časovi muzike'),
        ],
      },
    ],
  },
];
