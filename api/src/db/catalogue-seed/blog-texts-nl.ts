/**
 * The Dutch blog (issue 17): the four blog categories and fourteen articles, plain text only.
 */
import type { BlogTexts } from './content-text-types';

export const BLOG_NL: BlogTexts = {
  categories: [
    {
      key: 'gift-ideas',
      slug: 'cadeau-ideeen',
      title: 'Cadeau-ideeën',
      description:
        'Inspiratie voor elk budget en elke ontvanger. Van tieners tot fijnproevers: hier vind je ideeën voor een cadeau dat echt past.',
    },
    {
      key: 'occasions',
      slug: 'feestdagen',
      title: 'Feestdagen en gelegenheden',
      description:
        'Sinterklaas, kerst, Moederdag of een verjaardag: tips om op tijd het juiste cadeau te regelen, ook als je aan de late kant bent.',
    },
    {
      key: 'business',
      slug: 'zakelijk-schenken',
      title: 'Zakelijk schenken',
      description:
        'Voor werkgevers en ondernemers: personeelscadeaus, relatiegeschenken en slim bestellen voor je hele team.',
    },
    {
      key: 'good-to-know',
      slug: 'goed-om-te-weten',
      title: 'Goed om te weten',
      description:
        'Praktische uitleg over saldo, geldigheid en bezorging, zodat je zonder zorgen geeft en besteedt.',
    },
  ],
  articles: [
    // ------------------------------------------------------------------ good-to-know
    {
      slug: 'saldo-cadeaukaart-checken',
      category: 'good-to-know',
      title: 'Saldo van je cadeaukaart checken: zo werkt het',
      excerpt:
        'Hoeveel staat er nog op je cadeaukaart? Met het kaartnummer en de pincode zie je je saldo in een paar seconden. Wij leggen uit hoe.',
      author: 'Joris Bakker',
      publishedOn: '2025-02-19',
      heroMotif: 'electronics',
      heroAlt: 'Illustratie van een smartphone met een cadeaukaart ernaast en een vergrootglas boven het saldo op het scherm',
      teaserCategories: ['fashion', 'books', 'electronics'],
      body: [
        { type: 'heading', text: 'Waarom je saldo checken handig is' },
        {
          type: 'paragraph',
          text: "Een cadeaukaart ligt al snel een tijdje in een la of zit ergens in je mailbox. Je weet dat er nog iets op staat, maar hoeveel precies? Juist wanneer je bij de kassa staat of online je winkelmandje wilt afrekenen, is het prettig om dat zeker te weten. Wie zijn saldo vooraf controleert, voorkomt verrassingen en kan gerichter winkelen: misschien is er net genoeg over voor dat boek of die trui die je al een tijdje op het oog hebt.",
        },
        {
          type: 'paragraph',
          text: 'Ook als je een kaart cadeau hebt gekregen en niet meer weet welk bedrag de gever erop heeft gezet, geeft een saldocheck snel duidelijkheid. En heb je de kaart al een paar keer gebruikt, dan zie je meteen wat er nog te besteden valt. Zo hoef je nooit meer te gokken.',
        },
        {
          type: 'paragraph',
          text: "Heb je meerdere kaarten, bijvoorbeeld omdat je er een paar kreeg voor je verjaardag? Check ze dan even na elkaar. Zo weet je precies wat je in totaal nog kunt besteden en welke kaart je het beste als eerste gebruikt.",
        },
        { type: 'heading', text: 'Wat heb je nodig?' },
        {
          type: 'paragraph',
          text: 'Voor de saldocheck op onze website heb je maar een paar dingen nodig. Leg ze klaar voordat je begint:',
        },
        {
          type: 'list',
          items: [
            'Het kaartnummer van 19 cijfers. Bij een fysieke kaart staat het op de kaart zelf, bij een digitale kaart vind je het in de e-mail die je hebt ontvangen.',
            'De pincode van 6 cijfers, die je op dezelfde plek vindt als het kaartnummer.',
            'Een apparaat met internet: je telefoon, tablet of computer is genoeg.',
          ],
        },
        { type: 'heading', text: 'Zo check je je saldo' },
        {
          type: 'paragraph',
          text: 'Ga naar de pagina voor de saldocheck op onze website. Vul daar het kaartnummer en de pincode in, precies zoals ze op je kaart of in je e-mail staan. Na het bevestigen zie je direct het actuele saldo van je kaart. Lukt het niet, bijvoorbeeld omdat een cijfer slecht leesbaar is geworden, controleer dan eerst of je geen cijfers hebt verwisseld of een cijfer hebt overgeslagen. Blijft het misgaan, neem dan contact op met onze klantenservice. Wij kijken graag met je mee.',
        },
        {
          type: 'image',
          motif: 'electronics',
          caption: 'Je saldo bekijken kan gewoon vanaf de bank, met je telefoon in de hand.',
          alt: 'Illustratie van een hand met een telefoon waarop een overzicht van het saldo van een cadeaukaart te zien is',
        },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart is eigenlijk gewoon geld in een andere vorm. Ga er daarom net zo zorgvuldig mee om als met je bankpas. Deel je kaartnummer en pincode niet met anderen en geef ze nooit door aan iemand die je daar ongevraagd om vraagt, bijvoorbeeld via een sms of een telefoontje. Bewaar digitale kaarten in een aparte map in je mailbox, zodat je ze snel terugvindt, en leg fysieke kaarten op een vaste plek, zoals in je portemonnee.',
        },
        {
          type: 'quote',
          text: 'We krijgen regelmatig vragen van mensen die denken dat hun kaart leeg is, terwijl er nog een mooi bedrag op staat. Even checken loont dus echt.',
          source: 'Femke, medewerker klantenservice',
        },
        { type: 'heading', text: 'Kans op een verdubbeld saldo' },
        {
          type: 'paragraph',
          text: 'Nog een reden om je kaart niet te vergeten: elke maand houden wij de saldoverdubbelaar. Op de eerste maandag van de maand loten we één winnaar, van wie het saldo op de cadeaukaart wordt verdubbeld. Zo kan een restje tegoed ineens een stuk meer waard worden. De precieze voorwaarden van de trekking vind je op onze website.',
        },
        {
          type: 'paragraph',
          text: 'Zie je na je saldocheck dat er nog ruim wat over is? Mooi, dan heb je iets om naar uit te kijken. En wil je zelf iemand blij maken, dan vind je hieronder een paar populaire cadeaukaarten.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ gift-ideas
    {
      slug: 'verjaardagscadeau-voor-tieners',
      category: 'gift-ideas',
      title: 'Verjaardagscadeau voor tieners: zo zit je altijd goed',
      excerpt:
        'Tieners weten precies wat ze willen, maar vertellen het niet altijd. Met deze tips kies je een verjaardagscadeau dat wel in de smaak valt.',
      author: 'Sanne de Vries',
      publishedOn: '2025-03-12',
      heroMotif: 'gaming',
      heroAlt: 'Illustratie van een gamecontroller, een koptelefoon en een ingepakte cadeaukaart op een bureau',
      teaserCategories: ['gaming', 'fashion', 'streaming'],
      body: [
        { type: 'heading', text: 'Waarom tieners zo lastig zijn om voor te kopen' },
        {
          type: 'paragraph',
          text: "Wie ooit een cadeau voor een vijftienjarige heeft uitgezocht, kent het gevoel. Wat vorige maand nog helemaal hip was, is nu alweer 'zo vorig jaar'. Tieners ontwikkelen in korte tijd een uitgesproken smaak, en die smaak verandert net zo snel. Kleding die jij leuk vindt, blijft ongedragen in de kast liggen, en die game waarover je een collega hoorde, hebben ze allang uitgespeeld.",
        },
        {
          type: 'paragraph',
          text: 'Daar komt bij dat tieners het heerlijk vinden om zelf te kiezen. Een cadeau uitzoeken is voor hen bijna net zo leuk als het krijgen ervan. Een cadeaukaart sluit daar mooi op aan: jij geeft iets waar je over hebt nagedacht, en zij bepalen zelf wat ze ermee doen. Zo voelt de jarige zich serieus genomen, en dat is op die leeftijd misschien wel het mooiste cadeau.',
        },
        { type: 'heading', text: 'Populaire cadeaukaarten voor tieners' },
        {
          type: 'paragraph',
          text: 'Natuurlijk is elke tiener anders, maar een paar richtingen scoren bijna altijd goed. Kijk vooral naar waar de jarige nu zijn of haar vrije tijd aan besteedt:',
        },
        {
          type: 'list',
          items: [
            'Gaming: voor nieuwe games, extra content of een abonnement op een gameplatform.',
            'Streaming: series, films en muziek, precies wanneer zij dat willen.',
            'Mode: zelf een nieuwe outfit bij elkaar zoeken, online of in de winkel.',
            'Bioscoop: een avondje uit met vrienden naar de nieuwste film.',
            'Sport: nieuwe sportschoenen of kleding voor de training.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Twijfel je tussen twee richtingen? Dan hoeft het niet per se één kaart te zijn. Combineer bijvoorbeeld een streamingkaart met een bioscoopkaart, zodat de jarige zowel thuis op de bank als met vrienden in de stad iets leuks te doen heeft.',
        },
        {
          type: 'paragraph',
          text: "Vraag bij twijfel ook eens rond bij ouders, broers of zussen. Zij weten vaak precies welke game al in huis is, welke serie op dit moment populair is of dat de jarige net helemaal in een nieuwe sport is gedoken. Een kort appje kan je veel zoekwerk besparen, en de verrassing blijft gewoon intact.",
        },
        { type: 'heading', text: 'Maak het persoonlijk' },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart hoeft niet onpersoonlijk te zijn. Bij een fysieke kaart kun je een persoonlijke boodschap van maximaal 150 tekens meesturen en kiezen voor een feestelijke cadeauverpakking. Schrijf iets waarvan je weet dat de jarige erom moet lachen, of verwijs naar een gedeelde herinnering. Een digitale kaart kun je combineren met een klein extraatje: hun favoriete snoep, een zelfgemaakte kaart of een uitnodiging om samen te gaan lunchen.',
        },
        {
          type: 'quote',
          text: 'Mijn dochter van veertien wil alles zelf uitkiezen. Een cadeaukaart voor mode, met een grappig berichtje erbij, is bij ons elk jaar een succes.',
          source: 'Marloes, inkoper en moeder van twee tieners',
        },
        {
          type: 'image',
          motif: 'gaming',
          caption: 'Gamen, streamen of shoppen: met een cadeaukaart kiest de jarige zelf.',
          alt: 'Illustratie van een tiener die op de bank zit met een telefoon in de ene en een gamecontroller in de andere hand',
        },
        { type: 'heading', text: 'Handig als je laat bent' },
        {
          type: 'paragraph',
          text: 'Ben je de verjaardag bijna vergeten? Dat overkomt de besten. Kies dan voor een digitale cadeaukaart: die wordt binnen een uur per e-mail bezorgd. Je kunt hem doorsturen naar de jarige of zelf uitprinten en in een envelop stoppen. Wil je liever iets tastbaars geven, bestel een fysieke kaart dan op tijd. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, versturen we dezelfde dag, en de kaart wordt binnen 2 tot 4 werkdagen bezorgd.',
        },
        {
          type: 'paragraph',
          text: 'Hieronder vind je een selectie cadeaukaarten die het goed doen bij tieners. Kijk gerust rond en kies de kaart die het beste past bij de hobby van de jarige. Dan weet je zeker dat je cadeau niet ongebruikt in een la belandt.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ occasions
    {
      slug: 'moederdag-cadeau',
      category: 'occasions',
      title: 'Moederdag cadeau: zo laat je zien dat je aan haar denkt',
      excerpt:
        'Moederdag valt op de tweede zondag van mei. Ideeën voor een cadeau dat past bij jouw moeder, van wellness tot een etentje samen.',
      author: 'Joris Bakker',
      publishedOn: '2025-04-23',
      heroMotif: 'beauty',
      heroAlt: 'Illustratie van een bos tulpen naast een kop thee en een cadeaukaart met een hartje erop',
      teaserCategories: ['wellness', 'beauty', 'restaurants'],
      body: [
        { type: 'heading', text: 'Een dag om stil te staan bij moeder' },
        {
          type: 'paragraph',
          text: 'Moederdag valt in Nederland elk jaar op de tweede zondag van mei. Voor veel mensen is het hét moment om hun moeder, schoonmoeder of oma eens extra in het zonnetje te zetten. Een ontbijt op bed, een bos bloemen of een bezoekje: het zijn kleine gebaren die veel betekenen. Wil je haar daarnaast iets geven waar ze langer van geniet, dan is een goed gekozen cadeau de kers op de taart.',
        },
        {
          type: 'paragraph',
          text: 'Het lastige is vaak dat moeders zelf zeggen dat ze niets nodig hebben. Juist dan werkt een cadeau dat draait om tijd voor zichzelf, een mooie ervaring of iets wat ze zelf mag uitkiezen. Want ook al vraagt ze nergens om, ze verdient het wel.',
        },
        {
          type: 'paragraph',
          text: "Vergeet ook de andere moeders in je leven niet. Denk aan een schoonmoeder, een oma, een stiefmoeder of een goede vriendin die net moeder is geworden. Juist voor hen kan een klein gebaar op Moederdag veel betekenen, omdat ze het misschien niet verwachten. Een cadeaukaart met een paar warme woorden laat zien dat je aan hen denkt.",
        },
        { type: 'heading', text: 'Ideeën voor elk type moeder' },
        {
          type: 'paragraph',
          text: 'Geen moeder is hetzelfde. Kijk daarom vooral naar wat zij graag doet in haar vrije tijd:',
        },
        {
          type: 'list',
          items: [
            'De genieter: een wellnesskaart voor een dagje sauna of een massage.',
            'De fijnproever: een restaurantbon, het liefst met een uitnodiging om samen te gaan.',
            'De lezer: een boekenkaart, zodat ze eindelijk die roman kan kopen die al maanden op haar lijstje staat.',
            'De huismus: een kaart voor een woonwinkel, voor nieuwe kussens, een plaid of mooi servies.',
            'De stijlvolle moeder: een kaart voor mode of beauty, zodat ze zelf iets moois uitzoekt.',
          ],
        },
        {
          type: 'paragraph',
          text: "Samen iets doen is vaak nog leuker dan een cadeau alleen. Koppel de kaart daarom aan een afspraak: een middagje winkelen, een lunch in de stad of een bezoek aan de sauna. Zo geef je niet alleen iets moois, maar ook tijd samen, en dat is voor veel moeders het grootste cadeau.",
        },
        { type: 'heading', text: 'Persoonlijk maak je het zelf' },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart wordt pas echt persoonlijk met de woorden die je erbij geeft. Bij een fysieke kaart kun je een persoonlijke boodschap van maximaal 150 tekens laten meesturen, en met de cadeauverpakking ziet het geheel er meteen feestelijk uit. Zoek je inspiratie? Denk aan een herinnering die jullie samen hebben, een compliment dat je nooit hardop zegt of een belofte voor een dag samen. Juist die paar zinnen maken vaak het meeste indruk.',
        },
        {
          type: 'image',
          motif: 'beauty',
          caption: 'Een cadeau voor Moederdag hoeft niet groot te zijn, als het maar van harte komt.',
          alt: 'Illustratie van een moeder en dochter die samen lachend aan de ontbijttafel zitten',
        },
        {
          type: 'quote',
          text: 'Mijn moeder zegt elk jaar dat ze niets hoeft. Sinds ik haar een wellnesskaart geef en zelf meega, is het onze vaste moederdagtraditie geworden.',
          source: 'Esther, teamleider klantenservice',
        },
        { type: 'heading', text: 'Op tijd bestellen of last minute regelen' },
        {
          type: 'paragraph',
          text: 'Wil je de kaart zelf overhandigen, bestel dan ruim voor Moederdag. Omdat Moederdag op een zondag valt, is het verstandig om je fysieke kaart uiterlijk aan het begin van de week ervoor te bestellen. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, versturen we dezelfde dag, en de bezorging duurt 2 tot 4 werkdagen.',
        },
        {
          type: 'paragraph',
          text: 'Woon je ver weg of ben je aan de late kant? Een digitale cadeaukaart ontvang je binnen een uur per e-mail. Je kunt hem rechtstreeks doorsturen, zodat je moeder op zondagochtend meteen een verrassing in haar mailbox vindt. Combineer het met een telefoontje of een videogesprek, en haar dag kan niet meer stuk.',
        },
        { type: 'products', title: 'Passende cadeaukaarten voor Moederdag' },
      ],
    },
    // ------------------------------------------------------------------ gift-ideas
    {
      slug: 'restaurantbon-als-cadeau',
      category: 'gift-ideas',
      title: 'Een restaurantbon geven: tips voor een geslaagd etentje',
      excerpt:
        'Een avondje uit eten is een cadeau dat mensen echt samenbrengt. Zo kies je de restaurantbon die past bij de ontvanger.',
      author: 'Joris Bakker',
      publishedOn: '2025-05-21',
      heroMotif: 'restaurants',
      heroAlt: 'Illustratie van een gedekte tafel voor twee met kaarsen, wijnglazen en een cadeaukaart op een bord',
      teaserCategories: ['restaurants', 'wine', 'food'],
      body: [
        { type: 'heading', text: "Waarom een restaurantbon zo'n fijn cadeau is" },
        {
          type: 'paragraph',
          text: 'Spullen hebben de meeste mensen wel genoeg. Tijd met elkaar daarentegen is kostbaar. Een restaurantbon geeft de ontvanger een reden om een avond vrij te maken, de telefoon weg te leggen en samen aan tafel te gaan. Het is een cadeau dat niet in de kast verdwijnt, maar een herinnering oplevert.',
        },
        {
          type: 'paragraph',
          text: 'Bovendien is een restaurantbon geschikt voor bijna elke gelegenheid: een verjaardag, een jubileum, een bedankje voor de buren die op de kat hebben gepast, of als afscheidscadeau voor een collega. Het werkt voor jonge stellen die eens een avond zonder kinderen willen, maar net zo goed voor je ouders die graag eens een nieuw restaurant uitproberen.',
        },
        { type: 'heading', text: 'Voor wie is welke bon geschikt?' },
        {
          type: 'paragraph',
          text: 'Denk bij het kiezen na over de smaak en de situatie van de ontvanger. Een paar vragen die helpen:',
        },
        {
          type: 'list',
          items: [
            'Houdt de ontvanger van uitgebreid tafelen, of juist van een snelle, informele hap?',
            'Woont de ontvanger in een stad met veel keus, of is een keten met vestigingen door het hele land handiger?',
            'Zijn er dieetwensen, zoals vegetarisch of glutenvrij eten?',
            'Gaat de ontvanger alleen, met een partner of met het hele gezin?',
          ],
        },
        {
          type: 'paragraph',
          text: 'Weet je het echt niet, kies dan voor een kaart die bij meerdere restaurants te gebruiken is. Zo bepaalt de ontvanger zelf waar de avond plaatsvindt.',
        },
        {
          type: 'paragraph',
          text: "Let ook op de praktische kant. Iemand met jonge kinderen heeft misschien meer aan een restaurant waar het hele gezin welkom is, of aan een plek waar je ook kunt afhalen. En voor een drukke ondernemer kan een lunch op een doordeweekse dag beter uitkomen dan een uitgebreid diner in het weekend. Hoe beter de bon aansluit bij het dagelijks leven van de ontvanger, hoe groter de kans dat hij echt wordt gebruikt.",
        },
        { type: 'heading', text: 'Zo maak je er een echt cadeau van' },
        {
          type: 'paragraph',
          text: "Een bon in een envelop is prima, maar met een kleine extra moeite maak je er meer van. Bestel een fysieke kaart met cadeauverpakking en schrijf er een persoonlijke boodschap bij van maximaal 150 tekens. Bijvoorbeeld: 'Voor die avond die we al zo lang beloven. Jullie kiezen, wij passen op.' Zo geef je niet alleen een etentje, maar ook een stukje vrije tijd.",
        },
        {
          type: 'image',
          motif: 'restaurants',
          caption: 'Een restaurantbon is een uitnodiging om samen tijd door te brengen.',
          alt: 'Illustratie van twee mensen die proosten aan een tafel in een sfeervol restaurant',
        },
        {
          type: 'quote',
          text: 'Restaurantbonnen worden vaak besteld voor jubilea en afscheidsfeestjes. Mensen vinden het fijn om iets te geven waar de ontvanger samen met iemand anders van kan genieten.',
          source: 'Thomas, productspecialist',
        },
        { type: 'heading', text: 'Combineer met wijn of lekkers' },
        {
          type: 'paragraph',
          text: 'Wil je het cadeau nog wat groter maken? Combineer de restaurantbon dan met een kaart voor een wijnwinkel of een speciaalzaak in lekker eten. De ontvanger kan dan ook thuis nog even nagenieten, met een goede fles of een mooi stuk kaas. Bestel je een fysieke kaart, houd er dan rekening mee dat we bestellingen die op een werkdag voor 17:00 uur binnen zijn dezelfde dag versturen en dat de bezorging 2 tot 4 werkdagen duurt. Heb je haast, dan staat een digitale kaart binnen een uur in de mailbox.',
        },
        {
          type: 'paragraph',
          text: 'Tot slot een praktische tip voor de ontvanger: bekijk even de voorwaarden van de bon, bijvoorbeeld of je vooraf moet reserveren. Dan staat er niets een ontspannen avond in de weg. En wie weet krijg je na afloop nog een enthousiast bericht met een foto van het dessert.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ good-to-know
    {
      slug: 'hoe-lang-is-een-cadeaubon-geldig',
      category: 'good-to-know',
      title: 'Hoe lang is een cadeaubon geldig?',
      excerpt:
        'Een vergeten cadeaubon is zonde. Wat je moet weten over de geldigheid van cadeaubonnen en hoe je voorkomt dat je tegoed verloopt.',
      author: 'Lotte Jansen',
      publishedOn: '2025-07-09',
      heroMotif: 'books',
      heroAlt: 'Illustratie van een kalender met een omcirkelde datum naast een cadeaukaart en een stapel boeken',
      teaserCategories: ['books', 'cinema', 'restaurants'],
      body: [
        { type: 'heading', text: 'Een vergeten bon is zonde' },
        {
          type: 'paragraph',
          text: 'Bijna iedereen heeft er wel een liggen: een cadeaubon die je ooit kreeg, ergens in een la, tussen de papieren of in je mailbox. Je was van plan hem te gebruiken, maar het kwam er steeds niet van. Totdat je hem tegenkomt en je afvraagt: is hij eigenlijk nog geldig? Dat is een terechte vraag, want een cadeaubon is niet onbeperkt houdbaar. Gelukkig kun je met een paar simpele gewoontes voorkomen dat je tegoed ongemerkt verloopt.',
        },
        { type: 'heading', text: 'Wat geldt er in Nederland?' },
        {
          type: 'paragraph',
          text: 'In Nederland geldt voor cadeaubonnen doorgaans een geldigheid van minimaal twee jaar. De precieze geldigheidsduur verschilt per merk en per kaart, en staat meestal vermeld in de voorwaarden, op de kaart zelf of in de e-mail waarmee je een digitale kaart hebt ontvangen. Twijfel je, controleer dan altijd de voorwaarden van de kaart die je in handen hebt.',
        },
        {
          type: 'paragraph',
          text: 'Let ook op het verschil tussen het moment waarop je de kaart kreeg en het moment waarop hij is gekocht of geactiveerd. De geldigheid gaat meestal in vanaf de aankoop of activatie, niet vanaf het moment dat jij hem uitpakt. Heb je een kaart pas maanden na aankoop gekregen, dan is er dus misschien al een deel van de termijn verstreken.',
        },
        { type: 'heading', text: 'Zo voorkom je dat je tegoed verloopt' },
        {
          type: 'list',
          items: [
            'Gebruik de kaart zo snel mogelijk, bijvoorbeeld binnen een paar maanden na ontvangst.',
            'Zet de vervaldatum in je agenda, met een herinnering een maand van tevoren.',
            'Bewaar digitale kaarten in een aparte map in je mailbox.',
            'Leg fysieke kaarten op een vaste plek, bijvoorbeeld in je portemonnee.',
            'Check regelmatig je saldo, zodat je weet hoeveel er nog op staat.',
          ],
        },
        {
          type: 'paragraph',
          text: "Heb je meerdere kaarten liggen? Maak dan een simpel overzicht met per kaart het merk, het resterende saldo en de vervaldatum. Dat kan in een notitie op je telefoon of op een briefje in je la. Zo zie je in één oogopslag welke kaart je als eerste moet gebruiken.",
        },
        {
          type: 'image',
          motif: 'books',
          caption: 'Een herinnering in je agenda voorkomt dat een cadeaubon ongemerkt verloopt.',
          alt: 'Illustratie van een telefoon met een agendamelding naast een stapel boeken en een cadeaukaart',
        },
        { type: 'heading', text: 'Saldo checken en restjes gebruiken' },
        {
          type: 'paragraph',
          text: 'Heb je een kaart al een keer gebruikt, maar staat er nog een restje op? Check dan je saldo op onze website. Je hebt alleen het kaartnummer van 19 cijfers en de pincode van 6 cijfers nodig. Zo weet je direct of het de moeite waard is om er nog iets mee te kopen. Een klein restant is vaak precies genoeg voor een boek, een bioscoopkaartje of een kop koffie met iets lekkers erbij.',
        },
        {
          type: 'quote',
          text: "Een restje op een kaart voelt als niets, maar een paar van die restjes samen zijn een mooi cadeau voor jezelf. Ik plan er elk jaar een vaste 'opruimdag' voor.",
          source: 'Femke, medewerker klantenservice',
        },
        { type: 'heading', text: 'Tip voor gevers' },
        {
          type: 'paragraph',
          text: "Geef je zelf een cadeaubon? Vertel de ontvanger er dan gerust bij dat de kaart niet oneindig geldig is, en moedig hem of haar aan om hem op korte termijn te gebruiken. Een leuk idee is om er een concrete afspraak aan te koppelen, zoals 'deze bon gebruiken we samen voor de zomer'. Zo wordt het cadeau niet alleen gebruikt, maar ook een gezamenlijke herinnering.",
        },
        {
          type: 'paragraph',
          text: 'Twijfel je over de voorwaarden van een bepaalde kaart, of kun je de geldigheid nergens terugvinden? Neem dan contact op met onze klantenservice. Wij zoeken het graag voor je uit, zodat je tegoed niet ongemerkt verloren gaat.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ gift-ideas
    {
      slug: 'wellness-cadeau-geven',
      category: 'gift-ideas',
      title: 'Wellness cadeau: ontspanning om cadeau te doen',
      excerpt:
        "Een dagje sauna, een massage of verzorging voor thuis: een wellness cadeau zegt 'neem even tijd voor jezelf'. Onze tips om goed te kiezen.",
      author: 'Sanne de Vries',
      publishedOn: '2025-09-17',
      heroMotif: 'wellness',
      heroAlt: 'Illustratie van opgerolde handdoeken, een brandende kaars en een plantje naast een cadeaukaart',
      teaserCategories: ['wellness', 'beauty'],
      body: [
        { type: 'heading', text: 'Waarom ontspanning het mooiste cadeau kan zijn' },
        {
          type: 'paragraph',
          text: 'Druk, drukker, drukst: veel mensen rennen de hele week van werk naar huis en van sportclub naar verjaardag. Juist daarom is een wellness cadeau zo waardevol. Je geeft de ontvanger niet alleen een behandeling of een dagje sauna, maar ook toestemming om even helemaal niets te hoeven. Voor veel mensen is dat het grootste cadeau dat er is.',
        },
        {
          type: 'paragraph',
          text: 'Een wellness cadeau past bij veel momenten. Denk aan een verjaardag, Moederdag, de geboorte van een kindje, een bedankje voor een mantelzorger of een steuntje in de rug voor iemand die een zware periode achter de rug heeft.',
        },
        { type: 'heading', text: 'Welke vorm van wellness past bij de ontvanger?' },
        {
          type: 'paragraph',
          text: 'Wellness is een breed begrip. Wat de een ontspannend vindt, is voor de ander juist een beetje spannend. Een paar mogelijkheden op een rij:',
        },
        {
          type: 'list',
          items: [
            'Een dag of avond in een sauna of thermen, voor wie houdt van warmte, rust en een frisse duik.',
            'Een massage of gezichtsbehandeling, voor wie graag verwend wordt.',
            'Verzorgingsproducten voor thuis, voor wie liever in de eigen badkamer ontspant.',
            'Een yogales of meditatieworkshop, voor wie ontspanning zoekt in beweging of aandacht.',
            'Een beautybehandeling zoals een manicure, voor wie graag even tijd voor zichzelf neemt.',
          ],
        },
        {
          type: 'paragraph',
          text: "Twijfel je, kies dan voor een kaart waarmee de ontvanger zelf kan kiezen uit verschillende behandelingen of locaties. Zeker bij sauna's en wellnesscentra is het prettig als iemand zelf een moment en een plek kan uitzoeken.",
        },
        { type: 'heading', text: 'Let op deze praktische punten' },
        {
          type: 'paragraph',
          text: 'Niet iedereen vindt het fijn om in een sauna te zitten, en sommige mensen houden niet van een massage door een onbekende. Kijk daarom goed naar wie je voor je hebt. Ken je iemand minder goed, dan is een kaart voor verzorgingsproducten of een beautywinkel vaak een veiligere keuze. Houd ook rekening met de reisafstand: een wellnesscentrum aan de andere kant van het land wordt minder snel bezocht dan een plek om de hoek.',
        },
        {
          type: 'paragraph',
          text: "Denk ook aan het moment van geven. Iemand die net een drukke periode achter de rug heeft, zoals een verhuizing, een examen of de eerste maanden met een baby, zal een wellness cadeau extra waarderen. Geef de ontvanger dan wel de ruimte om zelf een datum te kiezen, zodat de ontspanning niet voelt als de zoveelste afspraak in een volle agenda.",
        },
        {
          type: 'image',
          motif: 'wellness',
          caption: 'Een wellness cadeau geeft de ontvanger een moment van rust.',
          alt: 'Illustratie van een persoon in een badjas die met gesloten ogen naast een zwembad ligt',
        },
        {
          type: 'quote',
          text: "Bij wellnesskaarten zien we dat mensen het leuk vinden om er samen heen te gaan. Geef er daarom gerust een uitnodiging bij: 'Zullen we samen gaan?'",
          source: 'Iris, medewerker klantenservice',
        },
        { type: 'heading', text: 'Mooi verpakt of snel in de mail' },
        {
          type: 'paragraph',
          text: 'Wil je het cadeau persoonlijk overhandigen, kies dan voor een fysieke kaart met cadeauverpakking en een persoonlijke boodschap van maximaal 150 tekens. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, gaan dezelfde dag de deur uit, en de kaart wordt binnen 2 tot 4 werkdagen bezorgd. Is de tijd krap, dan is een digitale kaart de uitkomst: die ontvang je binnen een uur per e-mail, zodat je hem direct kunt doorsturen.',
        },
        {
          type: 'paragraph',
          text: 'Maak het cadeau compleet met een klein gebaar, zoals een geurkaars, een zakje kruidenthee of een zelfgeschreven kaartje. Zo begint de ontspanning al bij het uitpakken. En wil je er echt een dag van maken, spreek dan af om na afloop samen ergens een hapje te eten.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ business
    {
      slug: 'kerstpakket-of-cadeaubon-personeel',
      category: 'business',
      title: 'Kerstpakket of cadeaubon voor je personeel?',
      excerpt:
        'Het klassieke kerstpakket of een cadeaubon waarmee medewerkers zelf kiezen? We zetten de voor- en nadelen voor werkgevers op een rij.',
      author: 'Mark Visser',
      publishedOn: '2025-10-15',
      heroMotif: 'food',
      heroAlt: 'Illustratie van een kerstpakket in een kartonnen doos naast een stapel cadeaukaarten met een rode strik',
      teaserCategories: ['food', 'wine', 'home'],
      body: [
        { type: 'heading', text: 'Een traditie met een moderne twist' },
        {
          type: 'paragraph',
          text: 'Het kerstpakket is in Nederland een begrip. Jarenlang stond het elke december in de kantine klaar: een doos met worst, wijn, chocolade en een handig gadget. Veel medewerkers kijken er nog steeds naar uit, maar steeds meer werkgevers vragen zich af of het pakket nog past bij hun team. Smaken verschillen, dieetwensen nemen toe en niet iedereen is op de uitdeeldag op kantoor om zijn pakket op te halen.',
        },
        {
          type: 'paragraph',
          text: 'Een cadeaubon of cadeaukaart is daarom voor veel organisaties een serieus alternatief geworden. Maar is het ook beter? Dat hangt af van je team en van wat je als werkgever wilt uitstralen.',
        },
        { type: 'heading', text: 'De voor- en nadelen op een rij' },
        {
          type: 'paragraph',
          text: 'Het kerstpakket heeft een duidelijke charme: het is tastbaar, het voelt feestelijk en het kan een mooi verhaal vertellen over je bedrijf. Daar staat tegenover dat de inhoud niet iedereen aanspreekt en dat de logistiek veel tijd kost. Met een cadeaukaart kiest iedere medewerker zelf wat hij of zij wil, van een etentje tot nieuwe kleding. Het nadeel is dat een kaart minder zichtbaar is dan een grote doos op een bureau.',
        },
        {
          type: 'list',
          items: [
            'Kerstpakket: tastbaar en traditioneel, maar minder flexibel en logistiek bewerkelijk.',
            'Cadeaukaart: volledige keuzevrijheid en makkelijk te verspreiden, ook naar thuiswerkers.',
            'Combinatie: een klein pakket met lekkers plus een cadeaukaart, het beste van beide werelden.',
            'All-in-1 keuzekaart: de medewerker kiest zelf het merk, ideaal voor diverse teams.',
          ],
        },
        { type: 'heading', text: 'Wat zegt de werkkostenregeling?' },
        {
          type: 'paragraph',
          text: 'Voor werkgevers is het belangrijk om te weten hoe een kerstcadeau fiscaal wordt behandeld. In Nederland valt een personeelscadeau onder de werkkostenregeling, de WKR. Binnen die regeling hebben werkgevers een vrije ruimte waaruit ze onbelaste vergoedingen en verstrekkingen aan medewerkers kunnen geven, zoals een kerstpakket of een cadeaukaart. Hoe groot die ruimte voor jouw organisatie is en hoeveel er dit jaar al van is gebruikt, verschilt per bedrijf. Stem de keuze daarom af met je boekhouder of salarisadministratie, zodat je niet voor verrassingen komt te staan.',
        },
        {
          type: 'image',
          motif: 'food',
          caption: 'Steeds meer werkgevers combineren het vertrouwde kerstpakket met een cadeaukaart.',
          alt: 'Illustratie van een kantoor met een kerstboom waar medewerkers enveloppen met cadeaukaarten krijgen',
        },
        {
          type: 'quote',
          text: 'Sinds we cadeaukaarten geven, krijgen we veel meer positieve reacties. Iedereen kan iets kiezen wat bij hem past, van de stagiair tot de directeur.',
          source: 'Petra, HR-manager',
        },
        { type: 'heading', text: 'Zo regel je het zonder gedoe' },
        {
          type: 'paragraph',
          text: 'Kies je voor cadeaukaarten, dan kun je als zakelijke klant op factuur bestellen. Voor grotere aantallen vraag je eenvoudig een offerte aan. Bestellingen boven de 300 euro versturen we aangetekend, zodat je zeker weet dat de kaarten veilig aankomen. Wil je zelf bepalen wanneer welke kaart wordt geactiveerd, dan zijn blanco kaartpakketten handig: je laat de kaarten later activeren met een bedrag tussen 10 en 500 euro, en de activatie is binnen 24 uur geregeld.',
        },
        {
          type: 'paragraph',
          text: "Werkt een deel van je team op afstand? Dan zijn digitale kaarten een uitkomst. Die worden binnen een uur per e-mail bezorgd, zodat ook collega's die thuiswerken of op een andere vestiging zitten op hetzelfde moment hun kerstcadeau ontvangen.",
        },
        {
          type: 'paragraph',
          text: "Begin bovendien op tijd. Veel organisaties regelen hun kerstcadeaus pas in december, terwijl een beetje voorbereiding veel stress scheelt. Maak in oktober of november een lijst van alle medewerkers, inclusief oproepkrachten en collega's met verlof, en bepaal wie de cadeaus uitdeelt of verstuurt. Dan hoef je in de drukke laatste weken van het jaar alleen nog maar te genieten van de reacties.",
        },
        { type: 'products', title: 'Passende cadeaukaarten voor je team' },
      ],
    },
    // ------------------------------------------------------------------ occasions
    {
      slug: 'sinterklaas-cadeaus',
      category: 'occasions',
      title: 'Sinterklaas cadeaus: slimme ideeën voor pakjesavond',
      excerpt:
        'Van schoencadeautjes tot surprises voor volwassenen: zo maak je van pakjesavond een feest, met een cadeaukaart als verrassing.',
      author: 'Lotte Jansen',
      publishedOn: '2025-11-05',
      heroMotif: 'toys',
      heroAlt: 'Illustratie van een schoen bij de open haard met een wortel, pepernoten en een kleine cadeaukaart',
      teaserCategories: ['toys', 'books', 'gaming'],
      body: [
        { type: 'heading', text: 'Pakjesavond: het feest van de verrassing' },
        {
          type: 'paragraph',
          text: 'Op 5 december draait in veel Nederlandse huishoudens alles om pakjesavond. Bij jonge kinderen gaat het om spanning en verwondering, bij oudere kinderen en volwassenen vooral om lootjes trekken, gedichten en surprises. Wat bij elke leeftijd werkt: een cadeau dat laat zien dat je goed hebt nagedacht over de ander.',
        },
        {
          type: 'paragraph',
          text: 'Toch is het niet altijd makkelijk om het juiste cadeau te vinden. Zeker bij lootjes trekken heb je soms iemand getrokken die je niet zo goed kent, zoals de nieuwe partner van je neef of een schoonouder. Een cadeaukaart kan dan uitkomst bieden, zeker als je hem op een creatieve manier verpakt.',
        },
        {
          type: 'paragraph',
          text: "Spreek bij lootjes trekken vooraf een budget af en laat iedereen een verlanglijstje maken, al is het maar met een paar vage hints. Zo weet je in elk geval in welke richting je moet denken. Staat er 'iets voor de keuken' of 'een goed boek' op het lijstje, dan is een cadeaukaart in die categorie een prima vertaling van die wens.",
        },
        { type: 'heading', text: 'Cadeaus voor jong en oud' },
        {
          type: 'paragraph',
          text: 'Per leeftijd verschillen de wensen nogal. Een paar ideeën om je op weg te helpen:',
        },
        {
          type: 'list',
          items: [
            'Jonge kinderen: een kaart voor een speelgoedwinkel, zodat ze samen met papa of mama zelf iets mogen uitzoeken.',
            'Lezers van elke leeftijd: een boekenkaart, ideaal voor wie net een favoriete schrijver heeft ontdekt.',
            'Tieners: een kaart voor games, streaming of kleding, zodat ze zelf kunnen kiezen.',
            'Volwassenen: een restaurantbon, een wellnesskaart of iets moois voor in huis.',
            'De hele familie: een kaart voor een dagje uit of de bioscoop.',
          ],
        },
        {
          type: 'paragraph',
          text: "Voor kinderen is het uitpakken het halve werk. Geef je een kind een cadeaukaart, combineer hem dan met iets kleins om uit te pakken, zoals een chocoladeletter of een kleurboek. Zo is er meteen iets te beleven, en kan de kaart later samen worden besteed.",
        },
        { type: 'heading', text: 'De surprise: een cadeaukaart verstoppen' },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart leent zich perfect voor een surprise. Hij is klein en plat, dus je kunt hem overal in verstoppen: in een zelfgemaakte boekenkast voor de boekenwurm, in een nagemaakte gamecontroller voor de gamer of op een kartonnen bord met nepeten voor de fijnproever. Het gedicht maakt het af. Rijm bijvoorbeeld over de hobby van de ontvanger en geef een subtiele hint naar wat er in de surprise zit.',
        },
        {
          type: 'image',
          motif: 'toys',
          caption: 'Klein en plat: een cadeaukaart past in bijna elke surprise.',
          alt: 'Illustratie van een knutseltafel met karton, lijm, een schaar en een half afgemaakte surprise',
        },
        {
          type: 'quote',
          text: 'Bij ons thuis is de regel: hoe gekker de surprise, hoe beter. Vorig jaar zat er een cadeaukaart in een zelfgebouwde pepernotenmachine. Daar wordt nog steeds over gepraat.',
          source: 'Anouk, medewerker klantenservice',
        },
        { type: 'heading', text: 'Op tijd bestellen voor 5 december' },
        {
          type: 'paragraph',
          text: 'Wil je een fysieke kaart in de schoen of de surprise stoppen, bestel dan op tijd. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, versturen we dezelfde dag, waarna de bezorging 2 tot 4 werkdagen duurt. In de drukke weken rond Sinterklaas is het slim om een paar dagen extra marge te nemen. Een persoonlijke boodschap van maximaal 150 tekens en een cadeauverpakking voeg je eenvoudig toe bij het bestellen.',
        },
        {
          type: 'paragraph',
          text: 'Ben je toch te laat? Geen paniek. Een digitale cadeaukaart ontvang je binnen een uur per e-mail. Print hem uit, vouw hem netjes op en verstop hem alsnog in je surprise. De Sint zal het je niet kwalijk nemen.',
        },
        { type: 'products', title: 'Passende cadeaukaarten voor pakjesavond' },
      ],
    },
    // ------------------------------------------------------------------ occasions
    {
      slug: 'last-minute-cadeaus',
      category: 'occasions',
      title: 'Last-minute cadeaus: toch nog op tijd voor de feestdagen',
      excerpt:
        'Kerst staat voor de deur en je hebt nog niets? Geen stress. Met een digitale cadeaukaart heb je binnen een uur een cadeau in handen.',
      author: 'Sanne de Vries',
      publishedOn: '2025-12-17',
      heroMotif: 'home',
      heroAlt: 'Illustratie van een klok die bijna middernacht aangeeft, naast een laptop en een versierde kerstboom',
      teaserCategories: ['restaurants', 'streaming', 'experiences'],
      body: [
        { type: 'heading', text: 'Iedereen is weleens te laat' },
        {
          type: 'paragraph',
          text: 'Het is een bekend scenario: de agenda zat vol, de weken vlogen voorbij en ineens is het een paar dagen voor kerst. Het lijstje met namen is lang, het lijstje met cadeaus nog leeg. De winkels zijn druk en pakketjes die je nu online bestelt, komen misschien niet meer op tijd. Gelukkig hoef je daar niet van in paniek te raken. Met een paar slimme keuzes heb je vanavond nog voor iedereen iets moois geregeld, zonder dat iemand merkt dat het op het laatste moment was.',
        },
        {
          type: 'paragraph',
          text: 'Een digitale cadeaukaart is de redding voor iedereen die op het laatste moment nog iets moois wil geven. Je bestelt hem online en hij wordt binnen een uur per e-mail bezorgd. Geen verzendtijd, geen rij bij de kassa, en toch een cadeau waar de ontvanger echt iets aan heeft.',
        },
        {
          type: 'paragraph',
          text: "Een digitale kaart heeft nog een voordeel: je kunt hem gewoon vanaf de bank bestellen, ook 's avonds of in het weekend. Je hoeft de deur niet uit en je zit niet vast aan openingstijden. Handig als je tussen de kerstinkopen, het familiebezoek en het werk door nog even een cadeau moet regelen.",
        },
        { type: 'heading', text: 'Snel en toch persoonlijk' },
        {
          type: 'paragraph',
          text: 'Last minute hoeft niet te betekenen dat je cadeau lukraak gekozen is. Met deze tips maak je er toch iets persoonlijks van:',
        },
        {
          type: 'list',
          items: [
            'Kies een categorie die past bij de hobby van de ontvanger, zoals lezen, koken, gamen of sporten.',
            'Print de digitale kaart uit en stop hem in een mooie envelop of een zelfgemaakt kaartje.',
            'Schrijf er een paar persoonlijke zinnen bij: waarom je juist aan dit cadeau dacht.',
            'Combineer de kaart met iets kleins uit de buurt, zoals chocolade of een plantje.',
            'Stuur de kaart op het juiste moment door, bijvoorbeeld op kerstochtend.',
            "Maak er een gezamenlijk cadeau van: bundel met broers, zussen of collega's en geef samen één mooie kaart.",
          ],
        },
        { type: 'heading', text: 'Fysieke kaart? Let op de deadline' },
        {
          type: 'paragraph',
          text: 'Geef je toch liever een plastic kaart in cadeauverpakking? Dat kan, maar houd dan goed de tijd in de gaten. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, versturen we dezelfde dag. Daarna duurt de bezorging 2 tot 4 werkdagen. Rond de feestdagen vallen er bovendien minder werkdagen in de week, dus reken ruim. Is het daarvoor te laat, dan is de digitale kaart de veilige keuze.',
        },
        {
          type: 'image',
          motif: 'home',
          caption: 'Ook op het laatste moment kun je nog een cadeau geven dat klopt.',
          alt: 'Illustratie van iemand die op de bank zit met een laptop op schoot, omringd door kerstversiering',
        },
        {
          type: 'quote',
          text: "In de dagen voor kerst zien we veel klanten die 's avonds laat nog een digitale kaart bestellen en hem de volgende ochtend doorsturen. Het werkt gewoon.",
          source: 'Daan, medewerker klantenservice',
        },
        { type: 'heading', text: 'Ideeën die altijd werken' },
        {
          type: 'paragraph',
          text: 'Weet je helemaal niet wat je moet kiezen? Een restaurantbon is bijna altijd een schot in de roos, net als een kaart voor streaming of de bioscoop voor de lange winteravonden. Voor wie graag op pad gaat, is een kaart voor een dagje uit of een beleving een mooie keuze. En twijfel je echt, dan laat je de ontvanger met de All-in-1 keuzekaart zelf het merk kiezen.',
        },
        {
          type: 'paragraph',
          text: 'Zo begin je de feestdagen toch nog ontspannen, met een cadeau dat op tijd is en waar de ontvanger blij van wordt. En volgend jaar? Dan zet je gewoon een herinnering in je agenda. Of niet, want nu weet je hoe het ook op het laatste moment kan.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ business
    {
      slug: 'relatiegeschenken-tips',
      category: 'business',
      title: 'Relatiegeschenken die wel blijven hangen',
      excerpt:
        'Een relatiegeschenk is een kans om je waardering te laten zien. Zo kies je een cadeau dat bij je klant én bij je bedrijf past.',
      author: 'Mark Visser',
      publishedOn: '2026-01-28',
      heroMotif: 'wine',
      heroAlt: 'Illustratie van een zakelijke handdruk boven een tafel met een fles wijn en een cadeaukaart',
      teaserCategories: ['wine', 'restaurants', 'experiences'],
      body: [
        { type: 'heading', text: 'Waarom relatiegeschenken ertoe doen' },
        {
          type: 'paragraph',
          text: 'Goede zakelijke relaties zijn gebouwd op vertrouwen en aandacht. Een relatiegeschenk is een manier om die aandacht tastbaar te maken: je bedankt een klant voor de samenwerking, een leverancier voor zijn flexibiliteit of een partner voor een geslaagd project. Een goed gekozen cadeau blijft hangen en zegt iets over hoe je als bedrijf met mensen omgaat.',
        },
        {
          type: 'paragraph',
          text: "Toch belanden veel relatiegeschenken ongebruikt in een la. Pennen met logo, stressballen en usb-sticks zijn goed bedoeld, maar maken zelden indruk. Wie echt wil opvallen, kiest iets met meer persoonlijkheid.",
        },
        {
          type: 'paragraph',
          text: "Bedenk ook wat je met het geschenk wilt zeggen. Wil je bedanken voor een jarenlange samenwerking, dan past iets met een persoonlijke boodschap. Wil je een nieuw project feestelijk aftrappen, dan kan een cadeau dat het team samen kan gebruiken een mooie start zijn. Hoe duidelijker de aanleiding, hoe makkelijker het wordt om het juiste cadeau te kiezen.",
        },
        { type: 'heading', text: 'Waar let je op bij het kiezen?' },
        {
          type: 'list',
          items: [
            "Ken je relatie: wat weet je van hobby's, smaak of gezinssituatie?",
            'Pas bij je merk: een cadeau zegt ook iets over jouw bedrijf.',
            'Kies kwaliteit boven kwantiteit: één mooi cadeau maakt meer indruk dan een stapel gadgets.',
            'Houd rekening met regels: sommige organisaties hebben beleid over het aannemen van geschenken.',
            'Denk aan het moment: niet alleen rond kerst, ook na een afgerond project of bij een jubileum.',
          ],
        },
        { type: 'heading', text: 'Cadeaukaarten als relatiegeschenk' },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart is een relatiegeschenk dat bijna altijd goed valt. De ontvanger kiest zelf, dus er is weinig risico dat je cadeau niet bevalt. Populaire keuzes zijn een restaurantbon voor een etentje met de partner, een kaart voor een wijnhandel of een beleving zoals een dagje uit. Voor relaties van wie je de smaak niet kent, is de All-in-1 keuzekaart een slimme optie: de ontvanger kiest zelf bij welk merk hij de kaart besteedt.',
        },
        {
          type: 'paragraph',
          text: 'Wil je het persoonlijker maken? Voeg bij een fysieke kaart een persoonlijke boodschap van maximaal 150 tekens toe en kies voor de cadeauverpakking. Een handgeschreven kaartje van de accountmanager erbij maakt het helemaal af.',
        },
        {
          type: 'image',
          motif: 'wine',
          caption: 'Een relatiegeschenk dat past bij de ontvanger, blijft langer hangen.',
          alt: 'Illustratie van een bureau met een ingepakt cadeau, een handgeschreven kaartje en een kop koffie',
        },
        {
          type: 'quote',
          text: 'We sturen onze vaste klanten na elk groot project een restaurantbon, met de boodschap dat ze het samen met hun team mogen vieren. Dat wordt enorm gewaardeerd.',
          source: 'Bas, directeur van een installatiebedrijf',
        },
        { type: 'heading', text: 'Praktisch regelen voor je bedrijf' },
        {
          type: 'paragraph',
          text: 'Als zakelijke klant bestel je eenvoudig op factuur, en voor grotere bestellingen vraag je een offerte aan. Bestellingen boven de 300 euro versturen we aangetekend. Wil je kaarten op voorraad hebben voor momenten die je nu nog niet kunt plannen, zoals een onverwachte samenwerking of een jubileum? Kies dan voor blanco kaartpakketten. Die laat je later activeren met een bedrag tussen 10 en 500 euro, en de activatie is binnen 24 uur rond.',
        },
        {
          type: 'paragraph',
          text: "Let bij het versturen ook op de timing. Een relatiegeschenk dat in de eerste week van december binnenkomt, valt meer op dan een cadeau dat in de laatste dagen voor kerst tussen tientallen andere pakketjes op het bureau belandt. Of kies juist een minder voor de hand liggend moment, zoals het begin van het nieuwe jaar of de start van de zomer.",
        },
        {
          type: 'paragraph',
          text: 'Tot slot: een relatiegeschenk hoeft niet groot te zijn om indruk te maken. Het gaat erom dat je laat zien dat je de ander ziet. Een kaart met een paar oprechte woorden doet soms meer dan het duurste cadeau.',
        },
        { type: 'products', title: 'Passende cadeaukaarten voor relaties' },
      ],
    },
    // ------------------------------------------------------------------ gift-ideas
    {
      slug: 'beleving-in-plaats-van-spullen',
      category: 'gift-ideas',
      title: 'Duurzaam schenken: geef een beleving in plaats van spullen',
      excerpt:
        'Minder spullen, meer herinneringen. Waarom een beleving vaak het duurzaamste cadeau is, en hoe je er een kiest die echt past.',
      author: 'Lotte Jansen',
      publishedOn: '2026-04-22',
      heroMotif: 'experiences',
      heroAlt: 'Illustratie van een luchtballon boven een glooiend landschap met een cadeaukaart op de voorgrond',
      teaserCategories: ['experiences', 'travel', 'cinema'],
      body: [
        { type: 'heading', text: 'Minder spullen, meer herinneringen' },
        {
          type: 'paragraph',
          text: 'Hoeveel cadeaus die je de afgelopen jaren hebt gekregen, kun je je nog herinneren? Vaak zijn het niet de spullen die blijven hangen, maar de momenten: dat concert met je beste vriend, die kookworkshop met je zus, het weekendje weg dat je kreeg voor je verjaardag. Veel mensen merken het zelf: een beleving blijft langer bij dan een ding.',
        },
        {
          type: 'paragraph',
          text: "Daar komt bij dat we met z'n allen steeds bewuster kijken naar wat we kopen. Een cadeau dat ongebruikt in een kast belandt of na een paar maanden wordt weggegooid, voelt niet meer goed. Een beleving laat nauwelijks iets achter, behalve misschien een foto of een kaartje als herinnering. En wie samen iets beleeft, deelt bovendien een verhaal waar jullie later nog vaak op terugkomen.",
        },
        { type: 'heading', text: 'Zo schenk je bewuster' },
        {
          type: 'paragraph',
          text: 'Duurzaam schenken begint met de vraag: heeft de ontvanger dit echt nodig, of maakt het zijn of haar leven mooier? Een paar uitgangspunten die helpen:',
        },
        {
          type: 'list',
          items: [
            'Kies iets wat gebruikt of beleefd wordt, in plaats van iets wat alleen bewaard wordt.',
            'Geef de ontvanger keuze, zodat het cadeau aansluit bij wat hij of zij echt wil.',
            'Kies een digitale kaart als je verpakking en verzending wilt beperken.',
            'Denk lokaal: een activiteit in de buurt wordt eerder gebruikt en scheelt reistijd.',
            'Geef samen: één mooie beleving van de hele familie is vaak meer waard dan vijf losse cadeautjes.',
          ],
        },
        {
          type: 'paragraph',
          text: "Duurzaam schenken betekent overigens niet dat je nooit meer iets tastbaars mag geven. Het gaat erom dat je bewust kiest. Een goed boek dat wordt gelezen en daarna wordt doorgegeven, of een paar stevige wandelschoenen voor iemand die elk weekend de natuur in trekt, kan net zo goed een duurzame keuze zijn. De vraag is steeds: wordt dit cadeau echt gebruikt?",
        },
        { type: 'heading', text: 'Ideeën voor belevingen' },
        {
          type: 'paragraph',
          text: 'De mogelijkheden zijn eindeloos. Denk aan een dagje uit naar een pretpark of museum, een kookworkshop, een avondje bioscoop of theater, een overnachting in een bijzonder hotel of een actieve dag met klimmen, kanoën of karten. Voor liefhebbers van rust is een dagje wellness een goede keuze, en voor avonturiers een reiskaart waarmee ze hun volgende trip kunnen boeken. Ook een kaart voor de bioscoop is een kleine beleving die bijna iedereen waardeert.',
        },
        {
          type: 'image',
          motif: 'experiences',
          caption: 'Een beleving blijft vaak veel langer hangen dan een cadeau in de kast.',
          alt: 'Illustratie van twee vrienden die samen in een kano over een rivier peddelen',
        },
        {
          type: 'quote',
          text: 'Ik merk het aan mijn eigen kinderen: het speelgoed van vorig jaar zijn ze vergeten, maar over de dag in het dierenpark hebben ze het nog steeds.',
          source: 'Ruben, medewerker marketing',
        },
        { type: 'heading', text: 'Een beleving geven zonder zelf te kiezen' },
        {
          type: 'paragraph',
          text: 'Het lastige aan een beleving is dat je moet raden naar de smaak en de agenda van de ander. Een cadeaukaart voor belevingen lost dat op: de ontvanger kiest zelf de activiteit en de datum die past. Zo voorkom je dat een mooi cadeau ongebruikt blijft omdat het moment nooit uitkomt. Let wel op de geldigheid van de kaart en herinner de ontvanger er gerust eens aan om het tegoed te gebruiken.',
        },
        {
          type: 'paragraph',
          text: 'Wil je het cadeau zo duurzaam mogelijk maken, kies dan voor een digitale kaart. Die wordt binnen een uur per e-mail bezorgd, zonder plastic en zonder verzending. Geef je toch liever iets in handen, print de kaart dan uit op gerecycled papier en stop hem in een zelfgevouwen envelop van oud cadeaupapier of een krantenpagina.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ business
    {
      slug: 'all-in-1-keuzekaart',
      category: 'business',
      title: 'De All-in-1 keuzekaart: de ontvanger kiest zelf het merk',
      excerpt:
        'Geen idee welk merk je collega of relatie het leukst vindt? Met de All-in-1 keuzekaart kiest de ontvanger zelf. Zo werkt het.',
      author: 'Mark Visser',
      publishedOn: '2026-06-10',
      heroMotif: 'fashion',
      heroAlt: 'Illustratie van een cadeaukaart met daaromheen pictogrammen van kleding, boeken, eten en reizen',
      teaserCategories: ['fashion', 'home', 'experiences'],
      body: [
        { type: 'heading', text: 'Eén kaart, heel veel keuze' },
        {
          type: 'paragraph',
          text: 'Soms weet je precies welk cadeau je wilt geven. Maar vaak ook niet. Zeker als je voor een groep cadeaus zoekt, zoals een heel team, een afdeling of een lijst met zakelijke relaties, is het bijna onmogelijk om ieders smaak te raken. De een houdt van koken, de ander van sporten, een derde leest het liefst een goed boek. Daarvoor is de All-in-1 keuzekaart bedacht.',
        },
        {
          type: 'paragraph',
          text: 'Met de All-in-1 keuzekaart geef je geen kaart voor één bepaald merk, maar laat je de ontvanger zelf kiezen bij welk merk hij of zij het tegoed wil besteden. Zo geef je één cadeau dat toch voor iedereen persoonlijk aanvoelt. De keuzekaart is speciaal voor Nederland: je vindt hem alleen in onze Nederlandse winkel.',
        },
        { type: 'heading', text: 'Zo werkt de keuzekaart' },
        {
          type: 'paragraph',
          text: 'Het principe is eenvoudig. Jij bestelt de kaart, de ontvanger doet de rest:',
        },
        {
          type: 'list',
          items: [
            'Je bestelt de All-in-1 keuzekaart, digitaal of als fysieke kaart.',
            'De ontvanger krijgt de kaart per e-mail of in de brievenbus.',
            'Hij of zij kiest uit het aanbod het merk dat het beste past.',
            'Daarna besteedt de ontvanger het tegoed bij het gekozen merk.',
          ],
        },
        {
          type: 'paragraph',
          text: "Voor de ontvanger voelt dat als een cadeau met extra vrijheid. Er hoeft niets te worden geruild en er belandt niets ongebruikt in de kast. Wie van mode houdt, kiest een kledingmerk; wie liever uit eten gaat, kiest voor een etentje. En wie nog twijfelt, kan rustig rondkijken en binnen de geldigheid van de kaart een keuze maken.",
        },
        { type: 'heading', text: 'Waarom bedrijven er graag voor kiezen' },
        {
          type: 'paragraph',
          text: "Voor werkgevers is de keuzekaart een uitkomst bij kerstgeschenken, jubilea, bedankjes na een drukke periode of een welkomstcadeau voor nieuwe collega's. Je hoeft niet te inventariseren wie wat wil en niemand krijgt een cadeau dat niet past. Ook als relatiegeschenk werkt de kaart goed: je laat je waardering zien zonder te gokken naar de smaak van de ontvanger.",
        },
        {
          type: 'paragraph',
          text: 'Als zakelijke klant kun je op factuur bestellen en voor grotere aantallen een offerte aanvragen. Bestellingen boven de 300 euro versturen we aangetekend. Een cadeau voor personeel kan daarnaast vaak binnen de vrije ruimte van de werkkostenregeling worden gegeven; overleg hierover met je boekhouder of salarisadministratie.',
        },
        {
          type: 'image',
          motif: 'fashion',
          caption: 'Mode, boeken of een etentje: met de keuzekaart beslist de ontvanger.',
          alt: 'Illustratie van een persoon die op een tablet door verschillende winkelcategorieën bladert',
        },
        {
          type: 'quote',
          text: "Ons team is heel divers, van jonge starters tot collega's die bijna met pensioen gaan. Met de keuzekaart hoefden we eindelijk niet meer te twijfelen.",
          source: 'Yvonne, officemanager',
        },
        { type: 'heading', text: 'Ook privé een slimme keuze' },
        {
          type: 'paragraph',
          text: "Hoewel de keuzekaart bij bedrijven populair is, is hij net zo handig voor privégebruik. Denk aan de verjaardag van een neef die je weinig ziet, een bedankje voor de buren of een cadeau voor de juf aan het einde van het schooljaar. Bestel je een fysieke kaart, dan kun je kiezen voor een cadeauverpakking en een persoonlijke boodschap van maximaal 150 tekens. Een digitale kaart ontvang je binnen een uur per e-mail. Ook als afscheidscadeau voor een collega van wie je de hobby's niet precies kent, is de keuzekaart een veilige en toch persoonlijke keuze.",
        },
        {
          type: 'paragraph',
          text: 'Kortom: twijfel je over het juiste merk, laat die keuze dan gewoon over aan de ontvanger. Die weet tenslotte zelf het best wat hij of zij wil. Jij zorgt voor het gebaar en de persoonlijke woorden, de ontvanger voor de invulling. Zo heeft iedereen er plezier van.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ good-to-know
    {
      slug: 'digitaal-of-fysiek-cadeaukaart',
      category: 'good-to-know',
      title: 'Digitaal of fysiek: hoe verstuur je een cadeaukaart?',
      excerpt:
        'Per e-mail binnen een uur of als echte kaart in de brievenbus? De verschillen tussen een digitale en een fysieke cadeaukaart op een rij.',
      author: 'Sanne de Vries',
      publishedOn: '2026-08-26',
      heroMotif: 'streaming',
      heroAlt: 'Illustratie van een envelop met een plastic cadeaukaart naast een laptop met een digitale cadeaukaart op het scherm',
      teaserCategories: ['streaming', 'gaming', 'fashion'],
      body: [
        { type: 'heading', text: 'Twee manieren om te geven' },
        {
          type: 'paragraph',
          text: 'Een cadeaukaart bestel je bij ons op twee manieren: digitaal of als fysieke kaart. Beide hebben hun eigen voordelen. Welke vorm het beste past, hangt af van het moment, de ontvanger en hoeveel tijd je nog hebt. In dit artikel zetten we de verschillen op een rij, zodat je snel een keuze maakt.',
        },
        {
          type: 'paragraph',
          text: "Het mooie is dat de waarde van de kaart in beide gevallen hetzelfde is. Of je nu kiest voor een e-mail of voor een plastic kaart in de brievenbus, de ontvanger besteedt het tegoed gewoon bij het merk van de kaart. Het verschil zit vooral in de beleving van het geven en in de tijd die de bezorging kost.",
        },
        { type: 'heading', text: 'De digitale cadeaukaart' },
        {
          type: 'paragraph',
          text: 'Een digitale cadeaukaart wordt binnen een uur per e-mail bezorgd. Dat maakt hem ideaal als je haast hebt of als de ontvanger ver weg woont. Je kunt de kaart direct doorsturen, of zelf uitprinten en persoonlijk overhandigen. Er komt geen verzending en geen verpakking aan te pas, wat hem ook een bewuste keuze maakt.',
        },
        {
          type: 'list',
          items: [
            'Snel: binnen een uur in de mailbox.',
            'Flexibel: doorsturen, uitprinten of bewaren voor het juiste moment.',
            'Handig voor wie vooral online winkelt, bijvoorbeeld voor streaming of gaming.',
            'Geen verzendtijd, dus ook geschikt op het allerlaatste moment.',
          ],
        },
        {
          type: 'paragraph',
          text: "Een tip als je de digitale kaart doorstuurt: controleer het e-mailadres van de ontvanger goed en laat even weten dat er een cadeau onderweg is. Zo voorkom je dat de mail ongelezen blijft of in de map met ongewenste berichten belandt.",
        },
        { type: 'heading', text: 'De fysieke cadeaukaart' },
        {
          type: 'paragraph',
          text: 'Wil je iets tastbaars geven? Dan is de fysieke cadeaukaart een mooie keuze. Het is een echte plastic kaart die we met de post versturen. Bestellingen die op een werkdag voor 17:00 uur binnen zijn, gaan dezelfde dag de deur uit, en de kaart wordt binnen 2 tot 4 werkdagen bezorgd. Je kunt kiezen voor een cadeauverpakking en een persoonlijke boodschap van maximaal 150 tekens. Bestellingen boven de 300 euro versturen we aangetekend.',
        },
        {
          type: 'paragraph',
          text: "Een fysieke kaart voelt voor veel mensen als een 'echt' cadeau. Je kunt hem in een envelop stoppen, bij een bos bloemen leggen of verstoppen in een surprise. Vooral op verjaardagen en familiefeesten, waar cadeaus samen worden uitgepakt, doet een fysieke kaart het goed.",
        },
        {
          type: 'image',
          motif: 'streaming',
          caption: 'Digitaal of in de brievenbus: beide vormen hebben hun eigen charme.',
          alt: 'Illustratie van een hand die een cadeaukaart uit een envelop haalt, met een telefoon op de achtergrond',
        },
        {
          type: 'quote',
          text: 'Mijn vuistregel: woont iemand ver weg of ben ik laat, dan kies ik digitaal. Geef ik het cadeau zelf, dan wordt het een fysieke kaart met verpakking.',
          source: 'Mirjam, medewerker klantenservice',
        },
        { type: 'heading', text: 'Welke kies je wanneer?' },
        {
          type: 'paragraph',
          text: 'Een paar vuistregels helpen je bij de keuze. Kies digitaal als je weinig tijd hebt, als de ontvanger ver weg woont of als de kaart vooral online wordt gebruikt. Kies fysiek als je het cadeau persoonlijk overhandigt, als je het mooi verpakt wilt geven of als de ontvanger niet zo van e-mail houdt, zoals veel grootouders.',
        },
        {
          type: 'paragraph',
          text: "Twijfel je nog? Bedenk dan hoe je het cadeau zelf het liefst zou ontvangen als jij de jarige was. Vaak weet je het antwoord dan meteen.",
        },
        {
          type: 'paragraph',
          text: 'Wat je ook kiest: bewaar het kaartnummer van 19 cijfers en de pincode van 6 cijfers goed. Daarmee kan de ontvanger later altijd het saldo checken op onze website. Zo weet iedereen precies hoeveel er nog te besteden is.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
    // ------------------------------------------------------------------ occasions
    {
      slug: 'cadeaubon-mooi-inpakken',
      category: 'occasions',
      title: 'Cadeaubon mooi inpakken: creatieve ideeën voor de feestdagen',
      excerpt:
        'Een cadeaubon in een envelop is zo gegeven. Met deze creatieve inpakideeën wordt het uitpakken net zo leuk als het cadeau zelf.',
      author: 'Lotte Jansen',
      publishedOn: '2026-11-15',
      heroMotif: 'home',
      heroAlt: 'Illustratie van inpakpapier, linten, een schaar en een cadeaukaart op een houten tafel',
      teaserCategories: ['fashion', 'home', 'books'],
      body: [
        { type: 'heading', text: 'Waarom de verpakking ertoe doet' },
        {
          type: 'paragraph',
          text: 'Een cadeaubon heeft één nadeel: hij is in een seconde uitgepakt. Terwijl anderen nog met lint en plakband worstelen, heeft de ontvanger van jouw bon het papier er al af. Zonde, want juist het uitpakken is voor veel mensen het leukste moment. Met een beetje creativiteit maak je van een platte kaart een cadeau met spanning, humor en een persoonlijke touch.',
        },
        {
          type: 'paragraph',
          text: 'Je hoeft daarvoor geen knutselkampioen te zijn. Met spullen die je waarschijnlijk al in huis hebt, kom je een heel eind.',
        },
        {
          type: 'paragraph',
          text: "Bedenk vooraf wat bij de ontvanger past. Iemand met gevoel voor humor zet je op het verkeerde been met een enorme doos voor een piepkleine kaart. Iemand die van stijl houdt, waardeert juist een sober, mooi verpakt cadeau met een fraai lint en een handgeschreven label. En bij kinderen mag het vooral spannend en kleurrijk zijn.",
        },
        { type: 'heading', text: 'Vijf inpakideeën die altijd werken' },
        {
          type: 'list',
          items: [
            'Doos in een doos: stop de kaart in een klein doosje, dat doosje in een groter doosje, en zo verder. Hoe meer lagen, hoe groter het plezier.',
            'Het themapakket: verstop een kookbon tussen een garde en een theedoek, of een boekenkaart tussen de bladzijden van een tweedehands boek.',
            'De speurtocht: verstop de kaart in huis en geef de ontvanger een reeks aanwijzingen om hem te vinden.',
            'De glazen pot: vul een weckpot met snoepjes, confetti of koffiebonen en laat de kaart erin verdwijnen.',
            'De ballon: rol een uitgeprinte digitale kaart op, stop hem in een ballon en blaas die op. Eerst knallen, dan pas lezen.',
          ],
        },
        {
          type: 'paragraph',
          text: "Kies je voor een uitgebreide verpakking, plan dan ook even tijd in. Een speurtocht of een doos met tien lagen maak je niet in vijf minuten. Gebruik waar het kan materialen die je al in huis hebt, zoals oude tijdschriften, restjes stof of een mooie koektrommel. Dat is goedkoper, duurzamer en vaak ook origineler.",
        },
        { type: 'heading', text: 'Gebruik onze cadeauverpakking' },
        {
          type: 'paragraph',
          text: 'Geen tijd of zin om zelf aan de slag te gaan? Bij een fysieke kaart kun je bij het bestellen kiezen voor een cadeauverpakking, zodat de kaart meteen feestelijk verpakt bij je aankomt. Voeg een persoonlijke boodschap van maximaal 150 tekens toe en je cadeau is klaar om te geven. Bestel wel op tijd voor de feestdagen: bestellingen die op een werkdag voor 17:00 uur binnen zijn, versturen we dezelfde dag, en de bezorging duurt 2 tot 4 werkdagen.',
        },
        {
          type: 'image',
          motif: 'home',
          caption: 'Met een paar eenvoudige materialen wordt een cadeaubon een echte verrassing.',
          alt: 'Illustratie van een weckpot gevuld met snoepjes waarin een cadeaukaart verstopt zit',
        },
        {
          type: 'quote',
          text: 'Mijn favoriet is de doos in een doos. Mijn broer heeft vorig jaar tien minuten zitten uitpakken, en de hele familie zat erbij te lachen.',
          source: 'Noor, grafisch ontwerper',
        },
        { type: 'heading', text: 'Ook een digitale kaart kun je inpakken' },
        {
          type: 'paragraph',
          text: 'Heb je een digitale cadeaukaart besteld, die binnen een uur per e-mail binnenkomt? Dan kun je hem natuurlijk gewoon doorsturen. Maar je kunt hem ook uitprinten en op dezelfde manier verpakken als een fysieke kaart. Print hem op stevig papier, knip hem netjes uit en plak hem in een zelfgemaakt kaartje. Zo heb je het gemak van een snelle bestelling en toch iets tastbaars om te geven.',
        },
        {
          type: 'paragraph',
          text: 'Een laatste tip: zorg dat het kaartnummer en de pincode goed leesbaar blijven. Plak dus geen lijm of tape over de gegevens heen, en wees voorzichtig met glitter en natte materialen. De ontvanger wil het tegoed tenslotte ook gewoon kunnen gebruiken.',
        },
        { type: 'products', title: 'Passende cadeaukaarten' },
      ],
    },
  ],
};
