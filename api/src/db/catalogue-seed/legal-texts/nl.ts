/** Dutch legal texts: Dutch law (BW, AVG, Telecommunicatiewet). The Dutch storefronts also have delivery and cancellation-policy pages, and no imprint of their own (the company facts are in the terms). */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Naam', 'Categorie', 'Aanbieder', 'Doel', 'Bewaartermijn'],
  categories: { necessary: 'Noodzakelijk', statistics: 'Statistieken', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Houdt uw sessie bij elkaar: winkelwagen, inloggen in uw account en het bestelproces; beschermt tegen misbruik.', lifetime: '90 dagen' },
    cookie_consent: { purpose: 'Slaat uw keuze in de cookie-instellingen op, zodat wij die niet bij elk bezoek opnieuw vragen.', lifetime: '12 maanden' },
    shop_rollout: { purpose: 'Wijst u tijdens de geleidelijke invoering van een nieuwe versie van de website aan een van beide versies toe, zodat die niet bij elke pagina wisselt. Bevat alleen een willekeurig getal.', lifetime: '180 dagen' },
    _ga: { purpose: 'Google Analytics: onderscheidt bezoekers met een willekeurige code om het gebruik van de website statistisch te analyseren.', lifetime: '2 jaar' },
    '_ga_*': { purpose: 'Google Analytics: bewaart de status van de huidige sessie (paginaweergaven, duur).', lifetime: '2 jaar' },
    _gcl_au: { purpose: 'Google Ads: koppelt een bestelling aan de advertentie waarmee u bij ons kwam (conversiemeting).', lifetime: '90 dagen' },
    'shop.tracking.clickId': { purpose: 'Lokale opslag (geen cookie): onthoudt de klikcode van een advertentie (gclid), zodat de bestelling aan de advertentie kan worden gekoppeld.', lifetime: '90 dagen' },
  },
};

function registerNl(f: SafeFacts): string {
  if (f.registerNumber === null) return '';
  if (f.registerCourt !== null) return `Handelsregister: ${f.registerCourt}, nummer ${f.registerNumber}<br>`;
  // The number may come with its prefix already ("KvK 12345678").
  return `KvK-nummer: ${f.registerNumber.replace(/^kvk[-\s:]*(nummer)?[\s:]*/i, '')}<br>`;
}

const termsNl: Builder = (f) =>
  page(
    'terms',
    'Algemene voorwaarden',
    `<p>Deze algemene voorwaarden gelden voor de verkoop van cadeaukaarten via ${f.storefrontName} (${f.site}).</p>
    <h2>Artikel 1 – Definities</h2>
    <ul>
    <li><strong>Cadeaukaart:</strong> een waardebon voor meerdere doeleinden met een tegoed dat bij de vermelde acceptanten kan worden besteed, digitaal (e-cadeaukaart) of als fysieke kaart.</li>
    <li><strong>Acceptant:</strong> een winkel of dienstverlener waar de cadeaukaart volgens de productbeschrijving kan worden ingewisseld.</li>
    <li><strong>Consument:</strong> een natuurlijke persoon die niet handelt voor doeleinden die verband houden met zijn handels-, bedrijfs-, ambachts- of beroepsactiviteit.</li>
    <li><strong>Herroepingstermijn:</strong> de termijn van 14 dagen waarbinnen de consument gebruik kan maken van zijn herroepingsrecht.</li>
    </ul>
    <h2>Artikel 2 – Identiteit van de ondernemer</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>
    Telefoon: ${f.supportPhone}<br>
    ${registerNl(f)}Btw-identificatienummer: ${f.vatNumber}<br>
    Vertegenwoordigd door: ${f.representatives}</p>
    <h2>Artikel 3 – Toepasselijkheid</h2>
    <p>Deze voorwaarden zijn van toepassing op elk aanbod van ${f.legalName} en op elke overeenkomst op afstand die via de webwinkel tot stand komt. Voordat de overeenkomst wordt gesloten, stellen wij de tekst van deze voorwaarden beschikbaar; u kunt ze opslaan en afdrukken. Afwijkende voorwaarden van de klant gelden alleen als wij daar schriftelijk mee akkoord gaan.</p>
    <h2>Artikel 4 – Het aanbod en de overeenkomst</h2>
    <p>Het aanbod bevat een volledige en nauwkeurige beschrijving van de cadeaukaarten, de acceptanten en de inwisselvoorwaarden. Kennelijke vergissingen of fouten in het aanbod binden ons niet. De overeenkomst komt tot stand op het moment dat u de bestelling plaatst met de knop „Bestelling met betalingsverplichting plaatsen“ en wij de ontvangst daarvan per e-mail bevestigen. Wij mogen een bestelling weigeren bij een gegronde verdenking van fraude of misbruik; reeds betaalde bedragen storten wij dan direct terug.</p>
    <h2>Artikel 5 – Prijzen en betaling</h2>
    <p>De prijs van een cadeaukaart is gelijk aan het tegoed. Omdat het om waardebonnen voor meerdere doeleinden gaat, wordt bij aankoop geen btw berekend; de btw is verschuldigd bij het inwisselen bij de acceptant. Verzend- en servicekosten worden vóór het plaatsen van de bestelling inclusief btw getoond. U betaalt met de betaalmethoden die in het bestelproces worden aangeboden, zoals iDEAL, creditcard of PayPal. Een cadeaukaart wordt pas geactiveerd nadat de betaling is ontvangen.</p>
    <h2>Artikel 6 – Levering</h2>
    <p>Digitale cadeaukaarten sturen wij per e-mail, fysieke cadeaukaarten per post met PostNL. Levertijden en verzendkosten staan op de pagina Bezorging. Het risico van verlies of beschadiging van fysieke kaarten gaat op u over zodra de kaart aan u of een door u aangewezen ontvanger is bezorgd.</p>
    <h2>Artikel 7 – Geldigheid</h2>
    <p>Een cadeaukaart is vijf jaar geldig vanaf de aankoopdatum, tenzij op de kaart of in de productbeschrijving een langere geldigheid staat. De geldigheid staat in de e-mail met de digitale kaart of op het begeleidende kaartje en is ook te zien bij het opvragen van het saldo.</p>
    <h2>Artikel 8 – Inwisselen, saldo en omwisselen</h2>
    <p>U wisselt de cadeaukaart in bij de acceptanten volgens hun voorwaarden, in de winkel of online. Het tegoed kan in delen worden besteed; een restsaldo blijft geldig tot het einde van de geldigheid. Uw saldo controleert u gratis op onze website via „Saldo checken“ met het kaartnummer en de pincode. Waar de website dat aanbiedt, kunt u het volledige restsaldo omwisselen voor een cadeaukaart van een andere daar genoemde partner; de oorspronkelijke kaart vervalt dan.</p>
    <h2>Artikel 9 – Geen uitbetaling in contanten</h2>
    <p>Het tegoed wordt niet in contanten uitbetaald, levert geen rente op en kan niet naar een bankrekening worden overgemaakt. Wettelijke rechten op terugbetaling, zoals na herroeping, blijven onverlet.</p>
    <h2>Artikel 10 – Verlies, diefstal en misbruik</h2>
    <p>Een cadeaukaart is een toonderbewijs: wie het kaartnummer en de pincode kent, kan het tegoed besteden. Meld verlies of diefstal direct via ${f.supportEmail} of ${f.supportPhone}. Kunt u de aankoop aantonen, dan blokkeren wij het op dat moment nog niet bestede tegoed en geven wij kosteloos een vervangende kaart uit. Voor tegoed dat vóór de blokkering is besteed, zijn wij niet aansprakelijk, tenzij dit aan ons is toe te rekenen.</p>
    <h2>Artikel 11 – Herroepingsrecht</h2>
    <p>Als consument heeft u het recht de overeenkomst binnen 14 dagen zonder opgave van redenen te herroepen. Hoe dat werkt, wanneer het herroepingsrecht vervalt en hoe wij terugbetalen, leest u in ons Annuleringsbeleid. U kunt ook de knop „Overeenkomst herroepen“ onderaan elke pagina gebruiken.</p>
    <h2>Artikel 12 – Klachten</h2>
    <p>Klachten over de uitvoering van de overeenkomst kunt u volledig en duidelijk omschreven indienen via ${f.supportEmail}. Wij beantwoorden klachten binnen 14 dagen na ontvangst; vraagt een klacht meer tijd, dan ontvangt u binnen die termijn een ontvangstbevestiging en een indicatie wanneer u een uitgebreider antwoord kunt verwachten. Klachten over producten of diensten van een acceptant richt u aan die acceptant.</p>
    <h2>Artikel 13 – Aansprakelijkheid</h2>
    <p>Onze aansprakelijkheid is beperkt tot het bedrag dat u voor de betreffende cadeaukaart heeft betaald, behalve bij opzet of bewuste roekeloosheid van ons of onze leidinggevenden. Voor de producten en diensten die u met een cadeaukaart bij een acceptant koopt, is uitsluitend de acceptant verantwoordelijk. Uw wettelijke rechten als consument blijven onverlet.</p>
    <h2>Artikel 14 – Toepasselijk recht en geschillen</h2>
    <p>Op deze voorwaarden en alle overeenkomsten is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter; als consument kunt u zich ook wenden tot de rechter van uw woonplaats. Wij nemen niet deel aan geschillenbeslechting voor een geschillencommissie.</p>`,
  );

const privacyNl: Builder = (f) =>
  page(
    'privacy',
    'Privacyverklaring',
    `<p>In deze privacyverklaring leggen wij uit welke persoonsgegevens wij verwerken wanneer u ${f.storefrontName} bezoekt, een cadeaukaart koopt, uw saldo opvraagt of een kaart omwisselt, en welke rechten u heeft op grond van de Algemene verordening gegevensbescherming (AVG).</p>
    <h2>1. Wie is verantwoordelijk?</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefoon: ${f.supportPhone}</p>
    <p>Onze functionaris voor gegevensbescherming bereikt u via ${f.dataProtectionEmail}.</p>
    <h2>2. Welke gegevens, waarvoor en op welke grondslag?</h2>
    <table>
    <thead><tr><th>Doel</th><th>Gegevens</th><th>Grondslag</th></tr></thead>
    <tbody>
    <tr><td>Bestelling en levering van cadeaukaarten</td><td>Naam, adres, e-mailadres, telefoonnummer, gegevens van de ontvanger, persoonlijke boodschap, bestel- en betaalgegevens</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Account</td><td>Inloggegevens, adresboek, bestellingen</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Saldo checken, inwisselen en omwisselen</td><td>Kaartnummer, pincode, saldo, transacties, IP-adres</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Administratie en belasting</td><td>Factuur- en betaalgegevens</td><td>Wettelijke verplichting (art. 6 lid 1 sub c AVG, art. 52 AWR)</td></tr>
    <tr><td>Fraudepreventie en beveiliging</td><td>Bestelgegevens, apparaat- en verbindingsgegevens, mislukte saldo-opvragingen</td><td>Gerechtvaardigd belang (art. 6 lid 1 sub f AVG)</td></tr>
    <tr><td>Klantenservice</td><td>Uw vraag en contactgegevens</td><td>Overeenkomst of gerechtvaardigd belang (art. 6 lid 1 sub b en f AVG)</td></tr>
    <tr><td>Nieuwsbrief</td><td>E-mailadres, naam</td><td>Toestemming (art. 6 lid 1 sub a AVG)</td></tr>
    <tr><td>Statistieken en advertentiemeting</td><td>Cookie-ID's, bezochte pagina's, klikcode van advertenties</td><td>Toestemming (art. 6 lid 1 sub a AVG, art. 11.7a Telecommunicatiewet)</td></tr>
    </tbody>
    </table>
    <p>Wij nemen geen besluiten die uitsluitend op geautomatiseerde verwerking berusten (art. 22 AVG); opvallende bestellingen worden door een medewerker beoordeeld.</p>
    <h2>3. Betaaldienstverleners</h2>
    <p>Betalingen lopen via gespecialiseerde betaaldienstverleners die uw betaalgegevens onder eigen verantwoordelijkheid verwerken, in het bijzonder Adyen N.V., Simon Carmiggeltstraat 6–50, 1011 DJ Amsterdam (iDEAL, creditcard) en PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, 2449 Luxemburg. Creditcardgegevens komen niet op onze servers.</p>
    <h2>4. Met wie delen wij gegevens?</h2>
    <ul>
    <li>Verwerkers met wie wij een verwerkersovereenkomst hebben, voor hosting in de EU, het versturen van e-mails en klantenservicesoftware;</li>
    <li>PostNL, voor het bezorgen van fysieke cadeaukaarten (naam en adres van de ontvanger);</li>
    <li>acceptanten, alleen kaartnummer en saldo voor zover nodig voor het inwisselen;</li>
    <li>accountants en overheidsinstanties, als de wet dat verplicht.</li>
    </ul>
    <p>Google kan gegevens naar de Verenigde Staten doorgeven. Google LLC is gecertificeerd onder het EU-US Data Privacy Framework; daarnaast gelden standaardcontractbepalingen.</p>
    <h2>5. Hoe lang bewaren wij gegevens?</h2>
    <ul>
    <li>Bestel-, factuur- en betaalgegevens: 7 jaar (fiscale bewaarplicht, art. 52 Algemene wet inzake rijksbelastingen);</li>
    <li>gegevens over cadeaukaarten en saldo: tot het einde van de geldigheid van de kaart plus de verjaringstermijn;</li>
    <li>account: tot u het account verwijdert;</li>
    <li>klantenservicevragen: 2 jaar na afhandeling;</li>
    <li>serverlogbestanden: 7 dagen;</li>
    <li>cookies: zoals vermeld in de Cookieverklaring.</li>
    </ul>
    <h2>6. Uw rechten</h2>
    <p>U heeft recht op inzage (art. 15 AVG), rectificatie (art. 16), verwijdering (art. 17), beperking van de verwerking (art. 18), overdraagbaarheid van gegevens (art. 20) en bezwaar (art. 21). Een gegeven toestemming kunt u altijd intrekken, zonder dat dit afbreuk doet aan de rechtmatigheid van de verwerking daarvoor. Stuur uw verzoek naar ${f.dataProtectionEmail}; wij reageren binnen een maand. Een kopie van uw accountgegevens kunt u ook zelf downloaden in uw account.</p>
    <p>Bent u het niet eens met hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de <strong>Autoriteit Persoonsgegevens</strong> (<a href="https://www.autoriteitpersoonsgegevens.nl">autoriteitpersoonsgegevens.nl</a>) of bij de toezichthouder in het land waar u woont.</p>
    <h2>7. Cookies</h2>
    <p>Wij gebruiken noodzakelijke cookies en, alleen met uw toestemming, cookies voor statistieken en marketing. Welke cookies dat zijn en hoe u uw keuze wijzigt, leest u in onze Cookieverklaring.</p>
    <h2>8. Wijzigingen</h2>
    <p>Wij passen deze privacyverklaring aan als onze verwerkingen of de wet veranderen. De actuele versie staat altijd op ${f.site}.</p>`,
  );

const cookiesNl: Builder = (f) =>
  page(
    'cookies',
    'Cookieverklaring',
    `<p>Cookies zijn kleine tekstbestanden die uw browser opslaat wanneer u ${f.storefrontName} bezoekt; de lokale opslag van de browser werkt vergelijkbaar. Noodzakelijke cookies plaatsen wij zonder toestemming. Alle andere cookies plaatsen wij pas nadat u daarvoor toestemming heeft gegeven (art. 11.7a Telecommunicatiewet).</p>
    <h2>Categorieën</h2>
    <ul>
    <li><strong>Noodzakelijk:</strong> nodig voor de winkelwagen, het inloggen, het bestellen en de beveiliging. Deze kunt u niet uitzetten.</li>
    <li><strong>Statistieken:</strong> helpen ons te begrijpen hoe de website wordt gebruikt, zodat wij hem kunnen verbeteren. Alleen met uw toestemming.</li>
    <li><strong>Marketing:</strong> meten het resultaat van onze advertenties. Alleen met uw toestemming.</li>
    </ul>
    <h2>Welke cookies gebruiken wij?</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Uw keuze wijzigen of intrekken</h2>
    <p>U wijzigt uw keuze op elk moment via de link <strong>„Cookie-instellingen“</strong> onderaan elke pagina. U kunt cookies ook verwijderen of blokkeren in de instellingen van uw browser; blokkeert u ook noodzakelijke cookies, dan werken de winkelwagen en het bestellen niet meer.</p>
    <h2>Meer informatie</h2>
    <p>Wie verantwoordelijk is voor de verwerking en welke rechten u heeft, leest u in onze Privacyverklaring. Vragen kunt u stellen via ${f.dataProtectionEmail}.</p>`,
  );

const deliveryNl: Builder = (f) =>
  page(
    'delivery',
    'Bezorging',
    `<h2>Digitale cadeaukaarten</h2>
    <p>Een digitale cadeaukaart ontvangt u, of de ontvanger die u opgeeft, binnen enkele minuten na ontvangst van de betaling per e-mail. Bij een veiligheidscontrole kan dat tot 24 uur duren. Kiest u een latere bezorgdatum, dan versturen wij de kaart op die dag. Aan digitale bezorging zijn geen verzendkosten verbonden.</p>
    <p>Geen e-mail ontvangen? Kijk dan eerst in uw map met ongewenste e-mail. Staat de kaart daar niet, neem dan contact op met ${f.supportEmail}; wij sturen de kaart opnieuw naar het juiste adres, zolang het tegoed nog niet is besteed.</p>
    <h2>Fysieke cadeaukaarten</h2>
    <p>Fysieke cadeaukaarten versturen wij als brievenbuspost met PostNL naar adressen in Nederland. De bezorging duurt in de regel 1–3 werkdagen na ontvangst van de betaling; bestellingen die op een werkdag vóór 16:00 uur zijn betaald, gaan dezelfde dag de deur uit. Op zon- en feestdagen bezorgt PostNL geen post. De verzendkosten ziet u in de winkelwagen voordat u bestelt.</p>
    <p>Fysieke kaarten worden om veiligheidsredenen zo nodig inactief verstuurd. Na ontvangst activeert u de kaart op onze website, zoals beschreven in de begeleidende brief.</p>
    <h2>Zakelijke bestellingen</h2>
    <p>Voor grote aantallen kaarten, kaarten met uw eigen ontwerp of levering op meerdere adressen maken wij graag een offerte. Neem contact op via ${f.businessEmail}.</p>
    <h2>Niet ontvangen of beschadigd?</h2>
    <p>Is uw fysieke kaart na 5 werkdagen nog niet bezorgd of is deze beschadigd aangekomen, meld dit dan via ${f.supportEmail} of ${f.supportPhone}. Wij blokkeren de oorspronkelijke kaart en sturen u kosteloos een nieuwe.</p>`,
  );

const cancelationPolicyNl: Builder = (f) =>
  page(
    'cancelationPolicy',
    'Annuleringsbeleid',
    `<h2>Herroepingsrecht</h2>
    <p>Als consument heeft u het recht om de overeenkomst binnen 14 dagen zonder opgave van redenen te herroepen (te annuleren). De herroepingstermijn verstrijkt 14 dagen na</p>
    <ul>
    <li>de dag waarop de overeenkomst is gesloten, bij een digitale cadeaukaart;</li>
    <li>de dag waarop u, of een door u aangewezen derde die niet de vervoerder is, de kaart fysiek in bezit krijgt, bij een fysieke cadeaukaart; bij meerdere kaarten in één bestelling die apart worden geleverd, telt de dag waarop u de laatste kaart ontvangt.</li>
    </ul>
    <h2>Wanneer vervalt het herroepingsrecht?</h2>
    <p>Bij een digitale cadeaukaart vervalt het herroepingsrecht zodra wij de kaart hebben geleverd, als u vooraf uitdrukkelijk heeft ingestemd met levering vóór het einde van de herroepingstermijn en heeft verklaard dat u daarmee afstand doet van uw herroepingsrecht (art. 6:230p BW). Daar vragen wij in het bestelproces om; stemt u niet in, dan blijft het herroepingsrecht gedurende de hele termijn bestaan.</p>
    <h2>Hoe annuleert u?</h2>
    <p>Laat ons binnen de herroepingstermijn ondubbelzinnig weten dat u de overeenkomst wilt herroepen. Dat kan op een van de volgende manieren:</p>
    <ol>
    <li>met de knop <strong>„Overeenkomst herroepen“</strong> onderaan elke pagina van onze website: u vult uw naam, het bestelnummer en uw e-mailadres in, en wij bevestigen de ontvangst direct per e-mail;</li>
    <li>per e-mail aan ${f.supportEmail};</li>
    <li>per post aan ${f.addressLine};</li>
    <li>met het modelformulier voor herroeping hieronder; het gebruik daarvan is niet verplicht.</li>
    </ol>
    <p>U bent op tijd als u uw melding verstuurt voordat de herroepingstermijn is verstreken.</p>
    <h2>Terugbetaling</h2>
    <p>Wij betalen alle bedragen die u heeft betaald, inclusief de standaard verzendkosten, onverwijld en uiterlijk binnen 14 dagen terug nadat wij uw herroeping hebben ontvangen. Wij gebruiken daarvoor hetzelfde betaalmiddel als waarmee u heeft betaald, tenzij u uitdrukkelijk met iets anders instemt; u betaalt geen kosten voor de terugbetaling. Het tegoed van de geannuleerde cadeaukaarten blokkeren wij zodra wij uw herroeping ontvangen.</p>
    <p>Een fysieke kaart stuurt u binnen 14 dagen na uw herroeping terug naar ${f.addressLine}. Wij mogen wachten met terugbetalen tot wij de kaart hebben ontvangen of u heeft aangetoond dat u hem heeft teruggestuurd, afhankelijk van wat eerder is. De kosten van het terugsturen zijn voor onze rekening.</p>
    <h2>Modelformulier voor herroeping</h2>
    <p><em>(Vul dit formulier alleen in en stuur het alleen terug als u de overeenkomst wilt herroepen.)</em></p>
    <ul>
    <li>Aan: ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende producten/de levering van de volgende digitale inhoud (*) herroep/herroepen (*):</li>
    <li>Besteld op (*)/Ontvangen op (*):</li>
    <li>Naam/Namen consument(en):</li>
    <li>Adres consument(en):</li>
    <li>Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):</li>
    <li>Datum:</li>
    </ul>
    <p>(*) Doorhalen wat niet van toepassing is.</p>`,
  );

const accessibilityNl: Builder = (f) =>
  page(
    'accessibility',
    'Toegankelijkheidsverklaring',
    `<p>${f.legalName} wil dat iedereen ${f.storefrontName} (${f.site}) zonder drempels kan gebruiken. Deze verklaring beschrijft de dienst en hoe wij voldoen aan de toegankelijkheidseisen van de Europese toegankelijkheidsrichtlijn (European Accessibility Act), zoals in Nederland uitgewerkt in het Besluit toegankelijkheidsvoorschriften producten en diensten.</p>
    <h2>Beschrijving van de dienst</h2>
    <p>${f.storefrontName} is een webwinkel voor cadeaukaarten. U kunt cadeaukaarten zoeken en vergelijken, een bedrag, ontwerp en persoonlijke boodschap kiezen, de kaart per e-mail of per post bestellen en betalen, uw saldo checken, kaarten activeren en omwisselen, een account met bestellingen en facturen gebruiken en contact opnemen met de klantenservice. Het bestelproces bestaat uit duidelijk benoemde stappen; u kunt altijd teruggaan en gegevens wijzigen voordat u de bestelling plaatst.</p>
    <h2>Hoe wij aan de eisen voldoen</h2>
    <p>De website volgt de norm EN 301 549 en de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA:</p>
    <ul>
    <li><strong>Toetsenbord:</strong> alle functies, ook menu's, dialoogvensters en het bestelproces, zijn volledig met het toetsenbord te bedienen, met een altijd zichtbare focus.</li>
    <li><strong>Schermlezers:</strong> pagina's zijn opgebouwd met koppen, landmarks en lijsten; afbeeldingen hebben alternatieve teksten en knoppen duidelijke namen. Wij testen met NVDA, JAWS, VoiceOver en TalkBack.</li>
    <li><strong>Contrast en weergave:</strong> tekst heeft een contrastverhouding van minimaal 4,5:1; pagina's zijn tot 200% te vergroten en werken vanaf 320 CSS-pixels breed zonder horizontaal scrollen.</li>
    <li><strong>Formulieren:</strong> alle velden hebben een label; fouten worden in tekst beschreven, bij het veld getoond en voorgelezen.</li>
    <li><strong>Beveiliging:</strong> wij gebruiken een onzichtbare controle op de achtergrond in plaats van een puzzel met afbeeldingen.</li>
    </ul>
    <h2>Bekende beperkingen</h2>
    <ul>
    <li>Sommige logo's en kaartontwerpen van partners hebben alleen een korte alternatieve tekst.</li>
    <li>Pdf-facturen zijn nog niet volledig toegankelijk (PDF/UA); op verzoek sturen wij u een toegankelijke versie.</li>
    <li>De betaalpagina's en verificatiestappen (3-D Secure) van externe betaaldienstverleners vallen buiten onze invloed.</li>
    </ul>
    <p>Deze verklaring is gebaseerd op een zelfevaluatie en wordt minstens eenmaal per jaar herzien.</p>
    <h2>Feedback en contact</h2>
    <p>Loopt u tegen een drempel aan of heeft u informatie in een andere vorm nodig? Mail naar ${f.supportEmail} of bel ${f.supportPhone}. Wij reageren binnen twee weken.</p>
    <h2>Toezichthouder</h2>
    <p>Vindt u dat onze dienst niet aan de toegankelijkheidseisen voldoet, dan kunt u dat melden bij de toezichthouder, de <strong>Autoriteit Consument &amp; Markt (ACM)</strong>, via <a href="https://www.acm.nl">acm.nl</a>.</p>`,
  );

export const nl: LegalTexts = {
  management: 'de directie',
  pages: [termsNl, privacyNl, cookiesNl, deliveryNl, cancelationPolicyNl, accessibilityNl],
};
