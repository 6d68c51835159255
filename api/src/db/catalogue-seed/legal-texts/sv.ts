/**
 * Swedish legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual Swedish terms (Allmänna villkor, Ångerrätt, Integritetspolicy,
 * dataskyddsförordningen, flerfunktionsvoucher); the withdrawal page follows the official Swedish
 * wording of Directive 2011/83/EU, Annex I. Like the English texts they name no national law or
 * authority. Du-form; labels quoted from the site are those of the Swedish catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Namn', 'Kategori', 'Leverantör', 'Ändamål', 'Lagringstid'],
  categories: { necessary: 'Nödvändiga', statistics: 'Statistik', marketing: 'Marknadsföring' },
  rows: {
    shop_session: { purpose: 'Håller ihop din session: varukorg, inloggning på ditt konto och kassan; skyddar mot missbruk.', lifetime: '90 dagar' },
    cookie_consent: { purpose: 'Sparar ditt val i cookie-inställningarna så att vi inte frågar igen vid varje besök.', lifetime: '12 månader' },
    shop_rollout: { purpose: 'Medan en ny version av webbplatsen införs stegvis håller den dig kvar i en av de två versionerna så att den inte växlar från sida till sida. Innehåller bara ett slumptal.', lifetime: '180 dagar' },
    _ga: { purpose: 'Google Analytics: skiljer besökare åt med hjälp av en slumpmässig identifierare så att vi kan analysera hur webbplatsen används.', lifetime: '2 år' },
    '_ga_*': { purpose: 'Google Analytics: sparar tillståndet för den pågående sessionen (sidvisningar, varaktighet).', lifetime: '2 år' },
    _gcl_au: { purpose: 'Google Ads: kopplar en beställning till annonsen som ledde dig till oss (konverteringsmätning).', lifetime: '90 dagar' },
    'shop.tracking.clickId': { purpose: 'Lokal lagring (ingen cookie): kommer ihåg klick-id:t för en annons (gclid) så att beställningen kan kopplas till annonsen.', lifetime: '90 dagar' },
  },
};

function registerSv(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registrerat hos: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Organisationsnummer: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Registrering</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintSv: Builder = (f) =>
  page(
    'imprint',
    'Företagsinformation',
    `<h2>Uppgifter om företaget</h2>
    ${f.address}
    <p><strong>Bolagsform:</strong> ${f.legalForm}<br>
    <strong>Företräds av:</strong> ${f.representatives}</p>
    <h2>Kontakt</h2>
    <p>E-post: ${f.supportEmail}<br>
    Telefon: ${f.supportPhone}<br>
    Företagsförfrågningar: ${f.businessEmail}</p>
    ${registerSv(f)}
    <h2>Moms</h2>
    <p>Momsregistreringsnummer: ${f.vatNumber}</p>
    <h2>Ansvarig för innehållet</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Tvistlösning för konsumenter</h2>
    <p>Vi är varken villiga eller skyldiga att delta i tvistlösningsförfaranden inför en nämnd för alternativ tvistlösning på konsumentområdet. Om du har en fråga eller ett klagomål kan du kontakta vår kundtjänst på ${f.supportEmail}.</p>
    <h2>Innehåll och länkar</h2>
    <p>Vi tar fram innehållet på den här webbplatsen med största omsorg men kan inte garantera att det alltid är fullständigt och aktuellt; uppgifterna om anslutna partner kommer delvis från partnerna själva. Vi ansvarar inte för innehållet på externa webbplatser som vi länkar till. Partnernas namn och logotyper är varumärken som tillhör respektive ägare och används bara för att visa var ett presentkort kan lösas in.</p>`,
  );

const termsSv: Builder = (f) =>
  page(
    'terms',
    'Allmänna villkor',
    `<h2>1. Tillämpning och säljare</h2>
    <p>Dessa villkor gäller för alla beställningar i webbutiken ${f.storefrontName} på ${f.site}. Säljare är ${f.addressLine} (e-post: ${f.supportEmail}, telefon: ${f.supportPhone}). Avvikande villkor från kunden gäller bara om vi godkänner dem skriftligen. Tvingande konsumentskyddsregler i det land där du bor påverkas inte.</p>
    <h2>2. Presentkort</h2>
    <p>Vi säljer presentkort för flera ändamål (flerfunktionsvoucher). Ett presentkort ger innehavaren rätt att använda saldot, helt eller delvis, hos de anslutna partner som anges för kortet på vår webbplats. Presentkorten finns som <strong>digitalt presentkort</strong>, som skickas med e-post med kortnummer och pinkod eller kod, och som <strong>fysiskt presentkort</strong>, som skickas med post. Produktbeskrivningen vid tidpunkten för din beställning anger anslutna partner, tillgängliga belopp och eventuella särskilda villkor för inlösen.</p>
    <h2>3. Avtalets ingående</h2>
    <p>Presentkorten som visas i butiken är inte ett bindande erbjudande. Genom att klicka på knappen ”Beställ och betala” lämnar du ett bindande anbud om att köpa varorna i din varukorg; innan dess kan du granska och rätta alla uppgifter. Vi bekräftar via e-post att vi har tagit emot din beställning. Avtalet ingås när vi accepterar din beställning genom en orderbekräftelse eller genom att skicka presentkortet. Vi sparar avtalstexten och skickar beställningsuppgifterna och dessa villkor till dig med orderbekräftelsen.</p>
    <h2>4. Priser och betalning</h2>
    <p>Priset för ett presentkort motsvarar dess värde. Eftersom presentkorten är flerfunktionsvoucher tas ingen moms ut vid försäljningen; moms ska betalas när kortet löses in. Porto och tillvalstjänster visas inklusive moms i varukorgen innan du beställer. Du kan betala med de betalningssätt som erbjuds i kassan. Presentkorten aktiveras först när betalningen har kommit in. Vi kan neka en beställning vid skälig misstanke om bedrägeri och betalar då omedelbart tillbaka det du har betalat.</p>
    <h2>5. Leverans</h2>
    <p>Digitala presentkort skickas till den e-postadress som angavs i kassan, vanligtvis inom några minuter efter betalningen och senast inom 24 timmar om en säkerhetskontroll behövs, eller på det leveransdatum du har valt. Fysiska presentkort skickas med post, vanligtvis inom 1–3 arbetsdagar efter betalningen, inom butikens land. Fysiska kort kan av säkerhetsskäl skickas inaktiva och aktiveras då på vår webbplats enligt beskrivningen i det medföljande brevet.</p>
    <h2>6. Giltighet</h2>
    <p>Presentkort gäller i minst tre år från utgången av det år då de köptes, om inte en längre giltighetstid anges på kortet eller i produktbeskrivningen eller krävs enligt lagen i ditt land.</p>
    <h2>7. Inlösen, saldokontroll och byte</h2>
    <p>Presentkort löses in hos de anslutna partnerna enligt deras villkor för inlösen, i butik eller online, vid ett eller flera tillfällen; ett återstående saldo gäller tills kortet löper ut. Du kan kontrollera saldo och giltighet kostnadsfritt på vår webbplats under ”Kolla saldo”. Där webbplatsen erbjuder det kan du byta hela det återstående saldot mot ett presentkort från en annan partner som anges där; det ursprungliga kortet blir då ogiltigt.</p>
    <h2>8. Ingen kontant utbetalning</h2>
    <p>Saldot på ett presentkort betalas inte ut kontant, löper inte med ränta och kan inte föras över till ett bankkonto. Lagstadgade rättigheter till återbetalning, särskilt efter att du har utövat ångerrätten, påverkas inte.</p>
    <h2>9. Förlust, stöld och missbruk</h2>
    <p>Den som känner till kortnumret och pinkoden kan använda saldot, så förvara dem säkert. Anmäl ett förlorat eller stulet kort till ${f.supportEmail} eller ${f.supportPhone} utan dröjsmål. Om du kan visa att du har köpt kortet spärrar vi det saldo som ännu inte har använts och utfärdar ett ersättningskort kostnadsfritt. Vi ansvarar inte för saldo som har använts innan kortet spärrades, om det inte beror på oss.</p>
    <h2>10. Ångerrätt</h2>
    <p>Konsumenter har lagstadgad ångerrätt; se vår sida Ångerrätt, där du också hittar standardformuläret för utövande av ångerrätten. Du kan också utöva ångerrätten med knappen ”Ångra köpet” längst ned på vår webbplats.</p>
    <h2>11. Ansvar</h2>
    <p>De lagstadgade reklamationsrättigheterna gäller. Vi ansvarar obegränsat vid uppsåt och grov vårdslöshet, vid skada på liv, kropp eller hälsa samt enligt reglerna om produktansvar. Vid lindrig vårdslöshet ansvarar vi endast för brott mot väsentliga avtalsförpliktelser och begränsat till den förutsebara skada som är typisk för avtalet. Den anslutna partnern ansvarar ensam för de varor och tjänster som du köper med ett presentkort.</p>
    <h2>12. Tillämplig lag och tvister</h2>
    <p>Lagen i det land där vi har vårt säte gäller, med undantag för FN:s konvention om avtal om internationella köp av varor; för dig som konsument innebär detta lagval inte att du förlorar det skydd som tvingande bestämmelser i lagen i det land där du har din vanliga vistelseort ger dig. Vi är varken villiga eller skyldiga att delta i tvistlösningsförfaranden inför en nämnd för alternativ tvistlösning på konsumentområdet. Om någon bestämmelse i dessa villkor skulle vara ogiltig gäller övriga bestämmelser fortfarande.</p>`,
  );

const withdrawalSv: Builder = (f) =>
  page(
    'withdrawal',
    'Ångerrätt',
    `<h2>Ångerrätt</h2>
    <p>Du har rätt att frånträda detta avtal inom 14 dagar utan att ange något skäl. Ångerfristen löper ut 14 dagar efter</p>
    <ul>
    <li>den dag då avtalet ingicks, för digitala presentkort (digitalt innehåll som inte levereras på ett fysiskt medium);</li>
    <li>den dag då du, eller en tredje part som du har utsett och som inte är transportören, får varan i fysisk besittning, för fysiska presentkort; om du har beställt flera fysiska presentkort i en och samma beställning och de levereras separat, den dag då du eller den tredje parten får det sista kortet i fysisk besittning.</li>
    </ul>
    <p>För att utöva ångerrätten måste du underrätta oss (${f.addressLine}, e-post: ${f.supportEmail}, telefon: ${f.supportPhone}) om ditt beslut att frånträda detta avtal genom ett entydigt uttalande (t.ex. ett brev som skickas med post eller e-post). Du kan använda standardformuläret för utövande av ångerrätten nedan, men det är inte obligatoriskt. Du kan också använda knappen <strong>”Ångra köpet”</strong> längst ned på vår webbplats; vi bekräftar då utan dröjsmål via e-post att vi har tagit emot ditt meddelande.</p>
    <p>För att hinna utöva ångerrätten innan ångerfristen löpt ut räcker det att du skickar ditt meddelande om att du utövar ångerrätten innan ångerfristen har löpt ut.</p>
    <h2>Verkan av att avtalet frånträds</h2>
    <p>Om du frånträder detta avtal kommer vi att betala tillbaka alla betalningar som vi har fått från dig, inklusive leveranskostnader (med undantag för tillkommande kostnader till följd av att du valt ett annat leveranssätt än vårt billigaste standardleveranssätt), utan onödigt dröjsmål och under alla omständigheter senast 14 dagar från och med den dag då vi underrättades om ditt beslut att frånträda avtalet. Vi kommer att använda samma betalningsmedel för återbetalningen som du använde vid den ursprungliga transaktionen, om du inte uttryckligen har samtyckt till något annat; under alla omständigheter ska du inte debiteras några avgifter till följd av återbetalningen. Saldot på de berörda presentkorten spärras när vi tar emot ditt meddelande om att du frånträder avtalet.</p>
    <p>För fysiska presentkort får vi vänta med återbetalningen tills vi har fått tillbaka varorna eller du har visat att du har skickat tillbaka dem, beroende på vilket som inträffar först. Du ska skicka tillbaka varorna till ${f.addressLine} utan onödigt dröjsmål och under alla omständigheter senast 14 dagar efter den dag då du meddelade oss att du frånträder detta avtal. Du är i tid om du skickar tillbaka varorna innan perioden på 14 dagar har löpt ut. Vi står för kostnaderna för att returnera varorna. Du ansvarar endast för varornas minskade värde till följd av annan hantering än vad som är nödvändigt för att fastställa varornas art, egenskaper och funktion.</p>
    <h2>Förtida upphörande</h2>
    <p>För digitala presentkort upphör ångerrätten när vi har påbörjat fullgörandet, om du uttryckligen har samtyckt till att fullgörandet påbörjas före ångerfristens utgång, bekräftat att du därmed förlorar din ångerrätt och fått vår bekräftelse på ett varaktigt medium. Vi ber om detta samtycke i kassan; om du inte lämnar det har du kvar din ångerrätt till ångerfristens utgång.</p>
    <h2>Standardformulär för utövande av ångerrätten</h2>
    <p><em>(Fyll i och skicka tillbaka detta formulär endast om du vill frånträda avtalet.)</em></p>
    <ul>
    <li>Till ${f.addressLine}, e-post: ${f.supportEmail}</li>
    <li>Jag/Vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande digitala innehåll (*)</li>
    <li>Beställdes den (*)/mottogs den (*)</li>
    <li>Konsumentens/konsumenternas namn</li>
    <li>Konsumentens/konsumenternas adress</li>
    <li>Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform)</li>
    <li>Datum</li>
    </ul>
    <p>(*) Stryk det som inte gäller.</p>`,
  );

const privacySv: Builder = (f) =>
  page(
    'privacy',
    'Integritetspolicy',
    `<p>Den här policyn förklarar vilka personuppgifter vi behandlar när du besöker ${f.storefrontName}, köper presentkort, kontrollerar ett saldo eller byter ett kort, och vilka rättigheter du har enligt dataskyddsförordningen (GDPR) och motsvarande dataskyddslagar.</p>
    <h2>1. Personuppgiftsansvarig och kontakt</h2>
    ${f.address}
    <p>E-post: ${f.supportEmail}<br>Telefon: ${f.supportPhone}</p>
    <p>Du når vårt dataskyddsombud på ${f.dataProtectionEmail}.</p>
    <h2>2. Ändamål och rättslig grund</h2>
    <ul>
    <li><strong>Beställningar och leverans</strong> (namn, adresser, e-post, mottagaruppgifter, hälsning, beställnings- och betalningsuppgifter): fullgörande av avtal, art. 6.1 b GDPR.</li>
    <li><strong>Kundkonto, saldokontroll och byte</strong> (inloggningsuppgifter, kortnummer, pinkod, saldo, transaktioner, IP-adress): art. 6.1 b GDPR.</li>
    <li><strong>Bokföring och skatteunderlag</strong>: rättslig förpliktelse, art. 6.1 c GDPR.</li>
    <li><strong>Bedrägeribekämpning och it-säkerhet</strong> (beställnings-, enhets- och anslutningsuppgifter; serverloggar sparas i 7 dagar): berättigat intresse, art. 6.1 f GDPR. Inga beslut fattas enbart på grundval av automatiserad behandling (art. 22 GDPR).</li>
    <li><strong>Nyhetsbrev, statistik och annonsmätning</strong>: samtycke, art. 6.1 a GDPR, som du när som helst kan återkalla.</li>
    </ul>
    <h2>3. Betaltjänstleverantörer</h2>
    <p>Betalningar hanteras av betaltjänstleverantörer som är självständigt personuppgiftsansvariga, särskilt Adyen N.V., Amsterdam, Nederländerna (kort och lokala betalningssätt) och PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg. Kortuppgifter når aldrig våra servrar.</p>
    <h2>4. Mottagare och överföringar</h2>
    <p>Vi delar uppgifter bara när det behövs: med personuppgiftsbiträden som är bundna av personuppgiftsbiträdesavtal (hosting inom EU, e-postutskick, kundtjänstprogram), med postföretag för fysiska kort, med anslutna partner (endast kortnummer och saldo) och med myndigheter när lagen kräver det. Google kan överföra uppgifter till USA; Google LLC är certifierat enligt ramen för dataskydd mellan EU och USA (EU-US Data Privacy Framework), och därutöver gäller standardavtalsklausuler.</p>
    <h2>5. Lagringstid</h2>
    <p>Beställnings-, faktura- och bokföringsuppgifter sparas så länge handels- och skattelagstiftningen kräver (upp till 10 år); uppgifter om presentkort och saldon tills kortet har löpt ut och en eventuell preskriptionstid har gått ut; kontouppgifter tills du raderar ditt konto; kundtjänstärenden i 3 år; cookies enligt uppgifterna i cookiepolicyn.</p>
    <h2>6. Dina rättigheter</h2>
    <p>Du har rätt till tillgång (art. 15 GDPR), rättelse (art. 16), radering (art. 17), begränsning av behandling (art. 18) och dataportabilitet (art. 20) samt rätt att invända (art. 21), särskilt när som helst mot direktmarknadsföring. Skicka din begäran till ${f.dataProtectionEmail}. Du har också rätt att lämna klagomål till en tillsynsmyndighet, särskilt i det land där du bor eller arbetar.</p>
    <h2>7. Cookies</h2>
    <p>Vi använder nödvändiga cookies och, bara med ditt samtycke, cookies för statistik och marknadsföring. Detaljer finns i vår cookiepolicy; du kan när som helst ändra ditt val via länken ”Cookie-inställningar” längst ned på sidan.</p>`,
  );

const cookiesSv: Builder = (f) =>
  page(
    'cookies',
    'Cookiepolicy',
    `<p>Cookies är små textfiler som din webbläsare sparar när du besöker ${f.storefrontName}; webbläsarens lokala lagring fungerar på liknande sätt. Nödvändiga cookies sätter vi utan samtycke. Alla andra cookies sätts först när du har godkänt dem i cookie-inställningarna.</p>
    <h2>Kategorier</h2>
    <ul>
    <li><strong>Nödvändiga:</strong> krävs för varukorg, inloggning, kassa och säkerhet. De kan inte stängas av.</li>
    <li><strong>Statistik:</strong> hjälper oss att förstå hur webbplatsen används så att vi kan förbättra den. Bara med ditt samtycke.</li>
    <li><strong>Marknadsföring:</strong> mäter resultatet av vår annonsering. Bara med ditt samtycke.</li>
    </ul>
    <h2>Cookies vi använder</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Ändra eller återkalla ditt val</h2>
    <p>Du kan när som helst ändra ditt val via länken <strong>”Cookie-inställningar”</strong> längst ned på varje sida; ett återkallande gäller framåt i tiden. Du kan också radera eller blockera cookies i webbläsarens inställningar; om du blockerar nödvändiga cookies fungerar inte längre varukorgen och kassan.</p>
    <p>Frågor? Kontakta ${f.dataProtectionEmail}. Mer information finns i vår integritetspolicy.</p>`,
  );

const accessibilitySv: Builder = (f) =>
  page(
    'accessibility',
    'Tillgänglighetsredogörelse',
    `<p>${f.legalName} vill att alla ska kunna använda ${f.storefrontName} (${f.site}) utan hinder. Den här redogörelsen beskriver tjänsten och hur den uppfyller tillgänglighetskraven i den europeiska tillgänglighetsakten (direktiv (EU) 2019/882).</p>
    <h2>Tjänsten</h2>
    <p>${f.storefrontName} är en webbutik för presentkort. Du kan söka och jämföra presentkort, välja belopp, design och hälsning, beställa ett kort med e-post eller post och betala för det, kontrollera ett saldo, aktivera och byta kort, använda ett kundkonto med beställningar och fakturor samt kontakta kundtjänst. Kassan består av tydligt märkta steg, och du kan när som helst gå tillbaka och ändra dina uppgifter innan du lägger beställningen.</p>
    <h2>Så uppfyller vi kraven</h2>
    <p>Webbplatsen följer EN 301 549 och riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.1, nivå AA:</p>
    <ul>
    <li><strong>Tangentbord:</strong> alla funktioner, även menyer, dialogrutor och kassan, kan användas med enbart tangentbordet, med synlig fokusmarkering.</li>
    <li><strong>Skärmläsare:</strong> sidorna har rubriker, landmärken och listor; bilder har textalternativ och reglage har tydliga namn. Vi testar med NVDA, JAWS, VoiceOver och TalkBack.</li>
    <li><strong>Kontrast och visning:</strong> text har ett kontrastförhållande på minst 4,5:1; sidorna kan förstoras till 200 % och fungerar från 320 CSS-pixlars bredd utan vågrät rullning.</li>
    <li><strong>Formulär:</strong> alla fält har en etikett; fel beskrivs i text, visas vid fältet och läses upp.</li>
    <li><strong>Säkerhetskontroller:</strong> en osynlig kontroll i bakgrunden i stället för ett bildpussel.</li>
    </ul>
    <h2>Kända brister</h2>
    <ul>
    <li>Vissa partnerlogotyper och kortdesigner har bara korta textalternativ.</li>
    <li>Pdf-fakturor är ännu inte fullständigt taggade (PDF/UA); vi skickar en tillgänglig version på begäran.</li>
    <li>Betalsidor och 3-D Secure-kontroller hos externa betaltjänstleverantörer ligger utanför vår kontroll.</li>
    </ul>
    <p>Den här redogörelsen bygger på en självbedömning och ses över minst en gång per år.</p>
    <h2>Återkoppling och kontakt</h2>
    <p>Om du stöter på ett hinder eller behöver information i ett annat format kan du mejla ${f.supportEmail} eller ringa ${f.supportPhone}. Vi svarar inom två veckor.</p>
    <h2>Tillsyn</h2>
    <p>Om du anser att vår tjänst inte uppfyller tillgänglighetskraven kan du vända dig till den marknadskontrollmyndighet som ansvarar för tjänsters tillgänglighet i ditt land.</p>`,
  );

export const sv: LegalTexts = {
  management: 'styrelsen',
  pages: [imprintSv, termsSv, withdrawalSv, privacySv, cookiesSv, accessibilitySv],
};
