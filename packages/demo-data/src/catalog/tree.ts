import type { CategoryKind } from '@marketplace/core';
import { t, type Phrase } from '../language/phrase.js';

/**
 * The curated category tree: 8 roots, 3 levels, 64 leaves, named in all eight languages
 * (en ru ro de uk hu bg sr, Serbian in Latin). Each group lists what its adverts offer:
 * brands with models (goods, vehicles) or offer phrases (services, jobs, property).
 */
export interface CatalogNode {
  readonly slug: string;
  readonly titles: Phrase;
}

export interface CatalogGroup extends CatalogNode {
  readonly leaves: readonly CatalogNode[];
  /** Brand names (goods) whose models follow; or null with `offers`. */
  readonly brands: readonly (readonly [brand: string, models: readonly string[]])[];
  /** Typical price range in euros. */
  readonly priceEur: readonly [number, number];
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
        brands: [['Samsung', ['Galaxy S21', 'Galaxy S23', 'Galaxy A54', 'Galaxy Note 20']], ['Apple', ['iPhone 12', 'iPhone 13', 'iPhone 14 Pro', 'iPhone SE']], ['Xiaomi', ['Redmi Note 12', 'Mi 11', 'Poco X5']], ['Huawei', ['P30', 'P40 Lite']], ['Nokia', ['G21', '3310']]],
        priceEur: [40, 1100],
        leaves: [
          node('smartphones', 'Smartphones', 'Смартфоны', 'Smartphone-uri', 'Smartphones', 'Смартфони', 'Okostelefonok', 'Смартфони', 'Pametni telefoni'),
          node('feature-phones', 'Feature phones', 'Кнопочные телефоны', 'Telefoane cu butoane', 'Tastenhandys', 'Кнопкові телефони', 'Nyomógombos telefonok', 'Телефони с копчета', 'Telefoni sa tasterima'),
          node('phone-accessories', 'Phone accessories', 'Аксессуары для телефонов', 'Accesorii telefoane', 'Handyzubehör', 'Аксесуари для телефонів', 'Telefontartozékok', 'Аксесоари за телефони', 'Oprema za telefone'),
        ],
      },
      {
        ...node('computers', 'Computers', 'Компьютеры', 'Calculatoare', 'Computer', "Комп'ютери", 'Számítógépek', 'Компютри', 'Računari'),
        brands: [['Lenovo', ['ThinkPad T14', 'IdeaPad 5', 'Legion 5']], ['Dell', ['XPS 13', 'Latitude 5420', 'Inspiron 15']], ['HP', ['EliteBook 840', 'Pavilion 15', 'ProBook 450']], ['Asus', ['ZenBook 14', 'ROG Strix G15', 'VivoBook 15']], ['Apple', ['MacBook Air M1', 'MacBook Pro 14', 'iMac 24']]],
        priceEur: [80, 2400],
        leaves: [
          node('laptops', 'Laptops', 'Ноутбуки', 'Laptopuri', 'Laptops', 'Ноутбуки', 'Laptopok', 'Лаптопи', 'Laptopovi'),
          node('desktops', 'Desktop computers', 'Настольные компьютеры', 'Calculatoare desktop', 'Desktop-PCs', "Настільні комп'ютери", 'Asztali számítógépek', 'Настолни компютри', 'Desktop računari'),
          node('tablets', 'Tablets', 'Планшеты', 'Tablete', 'Tablets', 'Планшети', 'Táblagépek', 'Таблети', 'Tableti'),
          node('monitors', 'Monitors', 'Мониторы', 'Monitoare', 'Monitore', 'Монітори', 'Monitorok', 'Монитори', 'Monitori'),
        ],
      },
      {
        ...node('tv-audio', 'TV and audio', 'ТВ и аудио', 'TV și audio', 'TV und Audio', 'ТВ та аудіо', 'TV és audió', 'ТВ и аудио', 'TV i audio'),
        brands: [['Sony', ['Bravia X80', 'WH-1000XM4', 'PlayStation 5']], ['LG', ['OLED C2', 'NanoCell 55', 'SoundBar S65']], ['Philips', ['Ambilight 50', 'Fidelio B95']], ['JBL', ['Flip 6', 'Charge 5', 'PartyBox 310']]],
        priceEur: [30, 1800],
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
        brands: [['IKEA', ['Billy', 'Kallax', 'Malm', 'Poäng', 'Hemnes']], ['Lesnina', ['Oslo', 'Milano', 'Bergen']], ['Forma Ideale', ['Vigo', 'Rio', 'Toledo']]],
        priceEur: [15, 1500],
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
        brands: [['Bosch', ['Serie 4', 'Serie 6', 'Serie 8']], ['Gorenje', ['WaveActive', 'Essential', 'Advanced']], ['Beko', ['ProSmart', 'AquaWave']], ['Whirlpool', ['FreshCare', 'Supreme Clean']]],
        priceEur: [40, 1200],
        leaves: [
          node('washing-machines', 'Washing machines', 'Стиральные машины', 'Mașini de spălat', 'Waschmaschinen', 'Пральні машини', 'Mosógépek', 'Перални', 'Mašine za veš'),
          node('fridges', 'Fridges', 'Холодильники', 'Frigidere', 'Kühlschränke', 'Холодильники', 'Hűtőszekrények', 'Хладилници', 'Frižideri'),
          node('cookers', 'Cookers', 'Плиты', 'Aragazuri', 'Herde', 'Плити', 'Tűzhelyek', 'Печки', 'Šporeti'),
          node('vacuum-cleaners', 'Vacuum cleaners', 'Пылесосы', 'Aspiratoare', 'Staubsauger', 'Пилососи', 'Porszívók', 'Прахосмукачки', 'Usisivači'),
        ],
      },
      {
        ...node('garden', 'Garden', 'Сад', 'Grădină', 'Garten', 'Сад', 'Kert', 'Градина', 'Bašta'),
        brands: [['Stihl', ['MS 180', 'FS 55', 'RE 90']], ['Husqvarna', ['LC 140', '135 Mark II']], ['Gardena', ['PowerMax', 'Comfort']], ['Makita', ['DUR181', 'UC4051A']]],
        priceEur: [10, 900],
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
        brands: [['Volkswagen', ['Golf 7', 'Passat B8', 'Polo', 'Tiguan']], ['Škoda', ['Octavia', 'Fabia', 'Superb']], ['Opel', ['Astra J', 'Corsa E', 'Insignia']], ['Dacia', ['Logan', 'Sandero', 'Duster']], ['Toyota', ['Corolla', 'Yaris', 'RAV4']], ['Zastava', ['Yugo 45', '101']]],
        priceEur: [1200, 35000],
        leaves: [
          node('sedans', 'Sedans', 'Седаны', 'Sedanuri', 'Limousinen', 'Седани', 'Szedánok', 'Седани', 'Limuzine'),
          node('hatchbacks', 'Hatchbacks', 'Хэтчбеки', 'Hatchback-uri', 'Kleinwagen', 'Хетчбеки', 'Ferdehátúak', 'Хечбеци', 'Hečbekovi'),
          node('suvs', 'SUVs', 'Внедорожники', 'SUV-uri', 'SUVs', 'Позашляховики', 'Terepjárók', 'Джипове', 'Džipovi'),
        ],
      },
      {
        ...node('two-wheelers', 'Bicycles and motorcycles', 'Велосипеды и мотоциклы', 'Biciclete și motociclete', 'Fahrräder und Motorräder', 'Велосипеди та мотоцикли', 'Kerékpárok és motorok', 'Велосипеди и мотоциклети', 'Bicikli i motocikli'),
        brands: [['Trek', ['Marlin 5', 'FX 2', 'Domane AL 2']], ['Cube', ['Aim', 'Attention', 'Kathmandu']], ['Capriolo', ['Passion', 'Level 9', 'Oxygen']], ['Yamaha', ['MT-07', 'XMAX 300', 'Tracer 9']], ['Honda', ['CB500F', 'PCX 125', 'Africa Twin']]],
        priceEur: [60, 12000],
        leaves: [
          node('bicycles', 'Bicycles', 'Велосипеды', 'Biciclete', 'Fahrräder', 'Велосипеди', 'Kerékpárok', 'Велосипеди', 'Bicikli'),
          node('motorcycles', 'Motorcycles', 'Мотоциклы', 'Motociclete', 'Motorräder', 'Мотоцикли', 'Motorkerékpárok', 'Мотоциклети', 'Motocikli'),
          node('scooters', 'Scooters', 'Скутеры', 'Scutere', 'Motorroller', 'Скутери', 'Robogók', 'Скутери', 'Skuteri'),
        ],
      },
      {
        ...node('vehicle-parts', 'Parts and tyres', 'Запчасти и шины', 'Piese și anvelope', 'Teile und Reifen', 'Запчастини та шини', 'Alkatrészek és gumik', 'Части и гуми', 'Delovi i gume'),
        brands: [['Michelin', ['Alpin 6', 'Primacy 4', 'CrossClimate 2']], ['Continental', ['WinterContact', 'EcoContact 6']], ['Bosch', ['S4 akumulator', 'Aerotwin']], ['Sava', ['Eskimo S3', 'Intensa']]],
        priceEur: [10, 800],
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
        brands: [['Garsonjera', ['Centar', 'Novogradnja']], ['Dvosoban stan', ['Centar', 'Novogradnja', 'Stara gradnja']], ['Trosoban stan', ['Novogradnja', 'Lux']]],
        priceEur: [150, 250000],
        leaves: [
          node('flats-for-sale', 'Flats for sale', 'Продажа квартир', 'Apartamente de vânzare', 'Wohnungen zum Kauf', 'Продаж квартир', 'Eladó lakások', 'Апартаменти за продажба', 'Prodaja stanova'),
          node('flats-for-rent', 'Flats for rent', 'Аренда квартир', 'Apartamente de închiriat', 'Mietwohnungen', 'Оренда квартир', 'Kiadó lakások', 'Апартаменти под наем', 'Izdavanje stanova'),
          node('rooms', 'Rooms', 'Комнаты', 'Camere', 'Zimmer', 'Кімнати', 'Szobák', 'Стаи', 'Sobe'),
        ],
      },
      {
        ...node('houses', 'Houses and land', 'Дома и участки', 'Case și terenuri', 'Häuser und Grundstücke', 'Будинки та ділянки', 'Házak és telkek', 'Къщи и парцели', 'Kuće i placevi'),
        brands: [['Kuća', ['sa dvorištem', 'na sprat', 'vikendica']], ['Plac', ['građevinski', 'poljoprivredni']]],
        priceEur: [5000, 400000],
        leaves: [
          node('houses-for-sale', 'Houses for sale', 'Продажа домов', 'Case de vânzare', 'Häuser zum Kauf', 'Продаж будинків', 'Eladó házak', 'Къщи за продажба', 'Prodaja kuća'),
          node('land', 'Land', 'Земельные участки', 'Terenuri', 'Grundstücke', 'Земельні ділянки', 'Telkek', 'Парцели', 'Placevi'),
          node('holiday-homes', 'Holiday homes', 'Дачи', 'Case de vacanță', 'Ferienhäuser', 'Дачі', 'Nyaralók', 'Вили', 'Vikendice'),
        ],
      },
      {
        ...node('commercial', 'Commercial property', 'Коммерческая недвижимость', 'Spații comerciale', 'Gewerbeimmobilien', 'Комерційна нерухомість', 'Üzleti ingatlanok', 'Търговски имоти', 'Poslovni prostor'),
        brands: [['Lokal', ['ulični', 'u tržnom centru']], ['Kancelarija', ['open space', 'u poslovnoj zgradi']], ['Garaža', ['podzemna', 'zidana']]],
        priceEur: [40, 300000],
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
        brands: [['Zara', ['haljina', 'kaput', 'bluza']], ['Mango', ['jakna', 'suknja']], ['H&M', ['džemper', 'farmerke']]],
        priceEur: [5, 250],
        leaves: [
          node('dresses', 'Dresses', 'Платья', 'Rochii', 'Kleider', 'Сукні', 'Ruhák', 'Рокли', 'Haljine'),
          node('womens-coats', 'Coats and jackets', 'Пальто и куртки', 'Paltoane și geci', 'Mäntel und Jacken', 'Пальта та куртки', 'Kabátok és dzsekik', 'Палта и якета', 'Kaputi i jakne'),
          node('womens-shoes', "Women's shoes", 'Женская обувь', 'Încălțăminte damă', 'Damenschuhe', 'Жіноче взуття', 'Női cipők', 'Дамски обувки', 'Ženska obuća'),
        ],
      },
      {
        ...node('mens-clothing', "Men's clothing", 'Мужская одежда', 'Îmbrăcăminte bărbați', 'Herrenbekleidung', 'Чоловічий одяг', 'Férfi ruházat', 'Мъжки дрехи', 'Muška odeća'),
        brands: [['Nike', ['Air Max 90', 'Air Force 1', 'Tech Fleece']], ['Adidas', ['Superstar', 'Ultraboost', 'Tiro']], ["Levi's", ['501', '511']], ['Tommy Hilfiger', ['polo majica', 'jakna']]],
        priceEur: [5, 300],
        leaves: [
          node('mens-jackets', 'Jackets', 'Куртки', 'Geci', 'Jacken', 'Куртки', 'Dzsekik', 'Якета', 'Jakne'),
          node('jeans', 'Jeans', 'Джинсы', 'Blugi', 'Jeans', 'Джинси', 'Farmerek', 'Дънки', 'Farmerke'),
          node('mens-shoes', "Men's shoes", 'Мужская обувь', 'Încălțăminte bărbați', 'Herrenschuhe', 'Чоловіче взуття', 'Férfi cipők', 'Мъжки обувки', 'Muška obuća'),
        ],
      },
      {
        ...node('accessories', 'Accessories', 'Аксессуары', 'Accesorii', 'Accessoires', 'Аксесуари', 'Kiegészítők', 'Аксесоари', 'Aksesoari'),
        brands: [['Casio', ['G-Shock', 'Edifice']], ['Fossil', ['Grant', 'Gen 6']], ['Michael Kors', ['Jet Set', 'Selma']]],
        priceEur: [5, 400],
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
        brands: [['Chicco', ['Trio Love', 'Next2Me', 'Polly']], ['Cybex', ['Balios S', 'Sirona Z']], ['Graco', ['Evo', 'Contour']]],
        priceEur: [10, 700],
        leaves: [
          node('prams', 'Prams', 'Коляски', 'Cărucioare', 'Kinderwagen', 'Візочки', 'Babakocsik', 'Колички', 'Kolica'),
          node('car-seats', 'Car seats', 'Автокресла', 'Scaune auto', 'Kindersitze', 'Автокрісла', 'Gyerekülések', 'Столчета за кола', 'Auto sedišta'),
          node('cots', 'Cots', 'Кроватки', 'Pătuțuri', 'Kinderbetten', 'Ліжечка', 'Kiságyak', 'Кошари', 'Krevetac'),
        ],
      },
      {
        ...node('toys', 'Toys', 'Игрушки', 'Jucării', 'Spielzeug', 'Іграшки', 'Játékok', 'Играчки', 'Igračke'),
        brands: [['LEGO', ['City', 'Technic', 'Star Wars', 'Friends']], ['Playmobil', ['Farm', 'Knights']], ['Mattel', ['Barbie', 'Hot Wheels']]],
        priceEur: [3, 300],
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
        brands: [['Decathlon', ['Domyos', 'Kipsta', 'Quechua']], ['Wilson', ['Pro Staff', 'Evolution']], ['Head', ['Speed MP', 'Radical']]],
        priceEur: [5, 1200],
        leaves: [
          node('fitness', 'Fitness', 'Фитнес', 'Fitness', 'Fitness', 'Фітнес', 'Fitnesz', 'Фитнес', 'Fitnes'),
          node('ball-sports', 'Ball sports', 'Игры с мячом', 'Sporturi cu mingea', 'Ballsport', "Ігри з м'ячем", 'Labdajátékok', 'Игри с топка', 'Sportovi sa loptom'),
          node('winter-sports', 'Winter sports', 'Зимний спорт', 'Sporturi de iarnă', 'Wintersport', 'Зимовий спорт', 'Téli sportok', 'Зимни спортове', 'Zimski sportovi'),
        ],
      },
      {
        ...node('music', 'Music and books', 'Музыка и книги', 'Muzică și cărți', 'Musik und Bücher', 'Музика та книги', 'Zene és könyvek', 'Музика и книги', 'Muzika i knjige'),
        brands: [['Yamaha', ['P-45', 'F310', 'PSR-E373']], ['Fender', ['Stratocaster', 'Telecaster']], ['Laguna', ['roman', 'zbirka pesama']]],
        priceEur: [3, 2000],
        leaves: [
          node('instruments', 'Musical instruments', 'Музыкальные инструменты', 'Instrumente muzicale', 'Musikinstrumente', 'Музичні інструменти', 'Hangszerek', 'Музикални инструменти', 'Muzički instrumenti'),
          node('books', 'Books', 'Книги', 'Cărți', 'Bücher', 'Книги', 'Könyvek', 'Книги', 'Knjige'),
          node('vinyl', 'Records', 'Пластинки', 'Viniluri', 'Schallplatten', 'Платівки', 'Hanglemezek', 'Плочи', 'Ploče'),
        ],
      },
      {
        ...node('collecting', 'Collecting', 'Коллекционирование', 'Colecții', 'Sammeln', 'Колекціонування', 'Gyűjtés', 'Колекциониране', 'Kolekcionarstvo'),
        brands: [['Numizmatika', ['dinar', 'kovanica']], ['Filatelija', ['marke', 'album']], ['Antikvitet', ['sat', 'slika']]],
        priceEur: [2, 3000],
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
        brands: [['Majstor', ['vodoinstalater', 'električar', 'moler']], ['Servis', ['klima uređaja', 'bele tehnike']], ['Selidbe', ['kombi', 'kamion']]],
        priceEur: [10, 600],
        leaves: [
          node('repairs', 'Repairs', 'Ремонт', 'Reparații', 'Reparaturen', 'Ремонт', 'Javítás', 'Ремонти', 'Popravke'),
          node('cleaning', 'Cleaning', 'Уборка', 'Curățenie', 'Reinigung', 'Прибирання', 'Takarítás', 'Почистване', 'Čišćenje'),
          node('moving', 'Moving', 'Переезды', 'Mutări', 'Umzüge', 'Переїзди', 'Költöztetés', 'Преместване', 'Selidbe'),
        ],
      },
      {
        ...node('lessons', 'Lessons', 'Обучение', 'Meditații', 'Unterricht', 'Навчання', 'Oktatás', 'Уроци', 'Časovi'),
        brands: [['Časovi', ['engleskog', 'nemačkog', 'matematike', 'klavira']], ['Kurs', ['programiranja', 'vožnje']]],
        priceEur: [8, 400],
        leaves: [
          node('language-lessons', 'Language lessons', 'Иностранные языки', 'Limbi străine', 'Sprachunterricht', 'Іноземні мови', 'Nyelvórák', 'Езикови уроци', 'Strani jezici'),
          node('tutoring', 'Tutoring', 'Репетиторы', 'Meditații școlare', 'Nachhilfe', 'Репетитори', 'Korrepetálás', 'Частни уроци', 'Privatni časovi'),
          node('music-lessons', 'Music lessons', 'Уроки музыки', 'Lecții de muzică', 'Musikunterricht', 'Уроки музики', 'Zeneórák', 'Уроци по музика', 'Časovi muzike'),
        ],
      },
    ],
  },
];
