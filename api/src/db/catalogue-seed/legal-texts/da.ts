/**
 * Danish legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual Danish terms (Handelsbetingelser, Fortrydelsesret, Privatlivspolitik,
 * databeskyttelsesforordningen, flerformålsvouchere); the withdrawal page follows the official Danish
 * wording of Directive 2011/83/EU, Annex I. Like the English texts they name no national law or
 * authority. Du-form; labels quoted from the site are those of the Danish catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Navn', 'Kategori', 'Udbyder', 'Formål', 'Varighed'],
  categories: { necessary: 'Nødvendige', statistics: 'Statistik', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Holder sammen på din session: kurv, login på din konto og kassen; beskytter mod misbrug.', lifetime: '90 dage' },
    cookie_consent: { purpose: 'Gemmer dit valg i cookieindstillingerne, så vi ikke spørger igen ved hvert besøg.', lifetime: '12 måneder' },
    shop_rollout: { purpose: 'Holder dig på en af de to versioner, mens en ny version af webstedet indføres trinvis, så den ikke skifter fra side til side. Indeholder kun et tilfældigt tal.', lifetime: '180 dage' },
    _ga: { purpose: 'Google Analytics: skelner mellem besøgende ved hjælp af et tilfældigt id, så vi kan analysere, hvordan webstedet bruges.', lifetime: '2 år' },
    '_ga_*': { purpose: 'Google Analytics: gemmer status for den aktuelle session (sidevisninger, varighed).', lifetime: '2 år' },
    _gcl_au: { purpose: 'Google Ads: knytter en ordre til den annonce, der førte dig til os (konverteringsmåling).', lifetime: '90 dage' },
    'shop.tracking.clickId': { purpose: 'Lokal lagring (ikke en cookie): husker klik-id’et fra en annonce (gclid), så ordren kan knyttes til annoncen.', lifetime: '90 dage' },
  },
};

function registerDa(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registreret i: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Registreringsnummer: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Registrering</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintDa: Builder = (f) =>
  page(
    'imprint',
    'Virksomhedsoplysninger',
    `<h2>Oplysninger om virksomheden</h2>
    ${f.address}
    <p><strong>Selskabsform:</strong> ${f.legalForm}<br>
    <strong>Repræsenteret ved:</strong> ${f.representatives}</p>
    <h2>Kontakt</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Telefon: ${f.supportPhone}<br>
    Erhvervshenvendelser: ${f.businessEmail}</p>
    ${registerDa(f)}
    <h2>Moms</h2>
    <p>Momsregistreringsnummer: ${f.vatNumber}</p>
    <h2>Ansvarlig for indholdet</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Tvistbilæggelse for forbrugere</h2>
    <p>Vi er hverken villige eller forpligtede til at deltage i tvistbilæggelsesprocedurer ved et klagenævn for forbrugere. Har du et spørgsmål eller en klage, er du velkommen til at kontakte vores kundeservice på ${f.supportEmail}.</p>
    <h2>Indhold og links</h2>
    <p>Vi udarbejder indholdet på dette websted med stor omhu, men kan ikke garantere, at det til enhver tid er fuldstændigt og opdateret; oplysningerne om tilknyttede partnere kommer til dels fra partnerne selv. Vi er ikke ansvarlige for indholdet på eksterne websteder, som vi linker til. Partnernes navne og logoer er varemærker tilhørende deres ejere og bruges kun til at vise, hvor et gavekort kan indløses.</p>`,
  );

const termsDa: Builder = (f) =>
  page(
    'terms',
    'Handelsbetingelser',
    `<h2>1. Anvendelse og sælger</h2>
    <p>Disse betingelser gælder for alle ordrer, der afgives i webshoppen ${f.storefrontName} på ${f.site}. Sælger er ${f.addressLine} (e-mail: ${f.supportEmail}, telefon: ${f.supportPhone}). Kundens egne afvigende betingelser gælder kun, hvis vi skriftligt accepterer dem. Præceptive forbrugerbeskyttelsesregler i det land, hvor du bor, berøres ikke.</p>
    <h2>2. Gavekort</h2>
    <p>Vi sælger gavekort til flere formål (flerformålsvouchere). Et gavekort giver indehaveren ret til at bruge saldoen, helt eller delvist, hos de tilknyttede partnere, der er angivet for kortet på vores websted. Gavekort fås som <strong>digitalt gavekort</strong>, der sendes på e-mail med kortnummer og pinkode eller kode, og som <strong>fysisk gavekort</strong>, der sendes med posten. Produktbeskrivelsen på tidspunktet for din bestilling angiver de tilknyttede partnere, de mulige beløb og eventuelle særlige betingelser for indløsning.</p>
    <h2>3. Aftalens indgåelse</h2>
    <p>Gavekortene i webshoppen udgør ikke et bindende tilbud. Når du klikker på knappen »Bestil og betal«, afgiver du et bindende tilbud om at købe varerne i din kurv; inden da kan du gennemse og rette alle indtastninger. Vi bekræfter modtagelsen af din ordre på e-mail. Aftalen er indgået, når vi accepterer din ordre med en ordrebekræftelse eller ved at sende gavekortet. Vi gemmer aftaleteksten og sender dig ordreoplysningerne og disse betingelser sammen med ordrebekræftelsen.</p>
    <h2>4. Priser og betaling</h2>
    <p>Prisen for et gavekort svarer til dets værdi. Da gavekortene er flerformålsvouchere, opkræves der ikke moms ved salget; momsen forfalder, når kortet indløses. Porto og tilvalgte ydelser vises inklusive moms i kurven, før du bestiller. Du kan betale med de betalingsmetoder, der tilbydes i kassen. Gavekort aktiveres først, når betalingen er modtaget. Vi kan afvise en ordre ved begrundet mistanke om svindel og tilbagebetaler i så fald straks det betalte.</p>
    <h2>5. Levering</h2>
    <p>Digitale gavekort sendes til den e-mailadresse, der blev angivet i kassen, normalt få minutter efter betalingen og senest inden for 24 timer, hvis der er behov for en sikkerhedskontrol, eller på den leveringsdato, du har valgt. Fysiske gavekort sendes med posten, normalt inden for 1–3 hverdage efter betalingen, inden for webshoppens land. Fysiske kort kan af sikkerhedshensyn blive sendt inaktive og skal så aktiveres på vores websted som beskrevet i det medfølgende brev.</p>
    <h2>6. Gyldighed</h2>
    <p>Gavekort er gyldige i mindst tre år fra udgangen af det år, hvor de blev købt, medmindre en længere periode er angivet på kortet eller i produktbeskrivelsen eller kræves efter lovgivningen i dit land.</p>
    <h2>7. Indløsning, saldotjek og ombytning</h2>
    <p>Gavekort indløses hos de tilknyttede partnere efter deres betingelser for indløsning, i butik eller online, i én eller flere transaktioner; en eventuel restsaldo er gyldig, indtil kortet udløber. Du kan gratis tjekke saldo og gyldighed på vores websted under »Tjek saldo«. Hvor webstedet tilbyder det, kan du bytte hele restsaldoen til et gavekort fra en anden partner, der er angivet dér; det oprindelige kort bliver så ugyldigt.</p>
    <h2>8. Ingen kontant udbetaling</h2>
    <p>Saldoen på et gavekort udbetales ikke kontant, forrentes ikke og kan ikke overføres til en bankkonto. Lovbestemte krav på tilbagebetaling, navnlig efter fortrydelse, berøres ikke.</p>
    <h2>9. Tab, tyveri og misbrug</h2>
    <p>Alle, der kender kortnummeret og pinkoden, kan bruge saldoen, så opbevar dem sikkert. Meld et mistet eller stjålet kort til ${f.supportEmail} eller ${f.supportPhone} hurtigst muligt. Kan du dokumentere købet, spærrer vi den saldo, der endnu ikke er brugt, og udsteder gratis et erstatningskort. Vi hæfter ikke for saldo, der er brugt, før kortet blev spærret, medmindre vi er ansvarlige for det.</p>
    <h2>10. Fortrydelsesret</h2>
    <p>Forbrugere har lovbestemt fortrydelsesret; se vores side Fortrydelsesret, som også indeholder standardfortrydelsesformularen. Du kan også fortryde med knappen »Fortryd købet« nederst på vores websted.</p>
    <h2>11. Ansvar</h2>
    <p>De lovbestemte mangelsbeføjelser gælder. Vi hæfter ubegrænset for forsæt og grov uagtsomhed, for skade på liv, legeme eller helbred og efter reglerne om produktansvar. Ved simpel uagtsomhed hæfter vi kun for misligholdelse af væsentlige kontraktlige forpligtelser og begrænset til den forudsigelige skade, der er typisk for aftalen. Den tilknyttede partner er eneansvarlig for de varer og tjenesteydelser, du køber med et gavekort.</p>
    <h2>12. Lovvalg og tvister</h2>
    <p>Lovgivningen i det land, hvor vi har vores hjemsted, finder anvendelse med undtagelse af FN’s konvention om aftaler om internationale køb af varer; er du forbruger, betyder dette lovvalg ikke, at du mister den beskyttelse, som du har efter præceptive regler i lovgivningen i det land, hvor du har dit sædvanlige opholdssted. Vi er hverken villige eller forpligtede til at deltage i tvistbilæggelsesprocedurer ved et klagenævn for forbrugere. Skulle en bestemmelse i disse betingelser være ugyldig, forbliver de øvrige bestemmelser i kraft.</p>`,
  );

const withdrawalDa: Builder = (f) =>
  page(
    'withdrawal',
    'Fortrydelsesret',
    `<h2>Fortrydelsesret</h2>
    <p>Du har ret til at fortryde denne aftale inden for 14 dage uden at angive nogen begrundelse. Fortrydelsesfristen udløber 14 dage efter</p>
    <ul>
    <li>den dag, hvor aftalen blev indgået, for digitale gavekort (digitalt indhold, der ikke leveres på et fysisk medium);</li>
    <li>den dag, hvor du eller en af dig angivet tredjemand, dog ikke transportøren, får varen i fysisk besiddelse, for fysiske gavekort; har du bestilt flere fysiske gavekort i én ordre, og leveres de hver for sig, den dag, hvor du eller denne tredjemand får det sidste kort i fysisk besiddelse.</li>
    </ul>
    <p>For at udøve fortrydelsesretten skal du meddele os (${f.addressLine}, e-mail: ${f.supportEmail}, telefon: ${f.supportPhone}) din beslutning om at fortryde denne aftale i en utvetydig erklæring (f.eks. et brev sendt med posten eller en e-mail). Du kan bruge standardfortrydelsesformularen nedenfor, men det er ikke obligatorisk. Du kan også bruge knappen <strong>»Fortryd købet«</strong> nederst på vores websted; vi bekræfter straks modtagelsen af din fortrydelse på e-mail.</p>
    <p>Fortrydelsesfristen er overholdt, hvis du sender din meddelelse vedrørende udøvelse af fortrydelsesretten, inden fortrydelsesfristen er udløbet.</p>
    <h2>Virkninger af fortrydelse</h2>
    <p>Hvis du fortryder denne aftale, refunderer vi alle betalinger modtaget fra dig, herunder leveringsomkostninger (dog ikke ekstra omkostninger som følge af dit valg af en anden leveringsform end den billigste form for standardlevering, som vi tilbyder), uden unødig forsinkelse og senest 14 dage fra den dato, hvor vi har modtaget meddelelse om din beslutning om at fortryde denne aftale. Vi gennemfører en sådan tilbagebetaling med samme betalingsmiddel, som du benyttede ved den oprindelige transaktion, medmindre du udtrykkeligt har indvilget i noget andet; du pålægges under ingen omstændigheder gebyrer som følge af tilbagebetalingen. Saldoen på de berørte gavekort spærres, når vi modtager din fortrydelse.</p>
    <p>For fysiske gavekort kan vi tilbageholde tilbagebetalingen, indtil vi har modtaget varerne retur, eller du har fremlagt dokumentation for at have returneret dem, alt efter hvilket tidspunkt der er det tidligste. Du skal returnere varerne til ${f.addressLine} uden unødig forsinkelse og i alle tilfælde senest 14 dage efter den dag, hvor du har meddelt os, at du fortryder denne aftale. Fristen er overholdt, hvis du returnerer varerne inden udløbet af fristen på 14 dage. Vi afholder omkostningerne ved returnering af varerne. Du hæfter kun for en eventuel forringelse af varernes værdi, som skyldes anden håndtering, end hvad der er nødvendigt for at fastslå varernes art, egenskaber og den måde, hvorpå de fungerer.</p>
    <h2>Tidligt bortfald</h2>
    <p>For digitale gavekort bortfalder fortrydelsesretten, når vi har påbegyndt leveringen, hvis du udtrykkeligt har givet samtykke til, at leveringen begynder inden fortrydelsesfristens udløb, har anerkendt, at du dermed mister din fortrydelsesret, og har modtaget vores bekræftelse på et varigt medium. Vi beder om dette samtykke i kassen; giver du det ikke, bevarer du din fortrydelsesret, indtil fortrydelsesfristen udløber.</p>
    <h2>Standardfortrydelsesformular</h2>
    <p><em>(Denne formular udfyldes og returneres kun, hvis fortrydelsesretten gøres gældende.)</em></p>
    <ul>
    <li>Til ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Jeg/vi (*) meddeler herved, at jeg/vi (*) ønsker at gøre fortrydelsesretten gældende i forbindelse med min/vores (*) købsaftale om følgende varer (*)/aftale om levering af følgende digitale indhold (*)</li>
    <li>Bestilt den (*)/modtaget den (*)</li>
    <li>Forbrugerens/forbrugernes navn</li>
    <li>Forbrugerens/forbrugernes adresse</li>
    <li>Forbrugerens/forbrugernes underskrift (kun hvis formularens indhold meddeles på papir)</li>
    <li>Dato</li>
    </ul>
    <p>(*) Det ikke-relevante udstreges.</p>`,
  );

const privacyDa: Builder = (f) =>
  page(
    'privacy',
    'Privatlivspolitik',
    `<p>Denne politik forklarer, hvilke personoplysninger vi behandler, når du besøger ${f.storefrontName}, køber gavekort, tjekker en saldo eller bytter et kort, og hvilke rettigheder du har efter databeskyttelsesforordningen (GDPR) og tilsvarende databeskyttelseslove.</p>
    <h2>1. Dataansvarlig og kontakt</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefon: ${f.supportPhone}</p>
    <p>Du kan kontakte vores databeskyttelsesrådgiver på ${f.dataProtectionEmail}.</p>
    <h2>2. Formål og retsgrundlag</h2>
    <ul>
    <li><strong>Ordrer og levering</strong> (navn, adresser, e-mail, modtageroplysninger, hilsen, ordre- og betalingsoplysninger): opfyldelse af aftalen, GDPR art. 6, stk. 1, litra b.</li>
    <li><strong>Kundekonto, saldotjek og ombytning</strong> (loginoplysninger, kortnummer, pinkode, saldo, transaktioner, IP-adresse): GDPR art. 6, stk. 1, litra b.</li>
    <li><strong>Bogføring og skatteforhold</strong>: retlig forpligtelse, GDPR art. 6, stk. 1, litra c.</li>
    <li><strong>Forebyggelse af svindel og it-sikkerhed</strong> (ordre-, enheds- og forbindelsesdata; serverlogs opbevares i 7 dage): legitime interesser, GDPR art. 6, stk. 1, litra f. Der træffes ingen afgørelser, der alene er baseret på automatisk behandling (GDPR art. 22).</li>
    <li><strong>Nyhedsbrev, statistik og annoncemåling</strong>: samtykke, GDPR art. 6, stk. 1, litra a, som du til enhver tid kan trække tilbage.</li>
    </ul>
    <h2>3. Betalingstjenesteudbydere</h2>
    <p>Betalinger behandles af betalingstjenesteudbydere, der er selvstændigt dataansvarlige, navnlig Adyen N.V., Amsterdam, Nederlandene (kort og lokale betalingsmetoder) og PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. Kortoplysninger når aldrig vores servere.</p>
    <h2>4. Modtagere og overførsler</h2>
    <p>Vi videregiver kun oplysninger, når det er nødvendigt: til databehandlere, der er bundet af databehandleraftaler (hosting i EU, udsendelse af e-mails, kundeservicesoftware), til postvirksomheder for fysiske kort, til tilknyttede partnere (kun kortnummer og saldo) og til myndigheder, når loven kræver det. Google kan overføre oplysninger til USA; Google LLC er certificeret under databeskyttelsesrammen mellem EU og USA (EU-US Data Privacy Framework), og derudover gælder standardkontraktbestemmelser.</p>
    <h2>5. Opbevaring</h2>
    <p>Ordre-, faktura- og regnskabsoplysninger opbevares i den periode, som handels- og skattelovgivningen kræver (op til 10 år); oplysninger om gavekort og saldi, indtil kortet er udløbet, og en eventuel forældelsesfrist er udløbet; kontooplysninger, indtil du sletter din konto; henvendelser til kundeservice i 3 år; cookies som angivet i cookiepolitikken.</p>
    <h2>6. Dine rettigheder</h2>
    <p>Du har ret til indsigt (GDPR art. 15), berigtigelse (art. 16), sletning (art. 17), begrænsning af behandling (art. 18) og dataportabilitet (art. 20) samt ret til indsigelse (art. 21), navnlig til enhver tid mod direkte markedsføring. Send din anmodning til ${f.dataProtectionEmail}. Du har også ret til at klage til en tilsynsmyndighed, navnlig i det land, hvor du bor eller arbejder.</p>
    <h2>7. Cookies</h2>
    <p>Vi bruger nødvendige cookies og, kun med dit samtykke, cookies til statistik og marketing. Detaljerne finder du i vores cookiepolitik; du kan til enhver tid ændre dit valg via linket »Cookieindstillinger« nederst på siden.</p>`,
  );

const cookiesDa: Builder = (f) =>
  page(
    'cookies',
    'Cookiepolitik',
    `<p>Cookies er små tekstfiler, som din browser gemmer, når du besøger ${f.storefrontName}; browserens lokale lagring fungerer på lignende måde. Nødvendige cookies sætter vi uden samtykke. Alle andre cookies sættes først, når du har givet samtykke i cookieindstillingerne.</p>
    <h2>Kategorier</h2>
    <ul>
    <li><strong>Nødvendige:</strong> kræves til kurv, login, kassen og sikkerhed. De kan ikke slås fra.</li>
    <li><strong>Statistik:</strong> hjælper os med at forstå, hvordan webstedet bruges, så vi kan forbedre det. Kun med dit samtykke.</li>
    <li><strong>Marketing:</strong> måler resultaterne af vores annoncering. Kun med dit samtykke.</li>
    </ul>
    <h2>Cookies, vi bruger</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Ændring eller tilbagetrækning af dit valg</h2>
    <p>Du kan til enhver tid ændre dit valg via linket <strong>»Cookieindstillinger«</strong> nederst på hver side; en tilbagetrækning gælder fremadrettet. Du kan også slette eller blokere cookies i din browsers indstillinger; blokerer du nødvendige cookies, virker kurven og kassen ikke længere.</p>
    <p>Spørgsmål? Kontakt ${f.dataProtectionEmail}. Du finder flere oplysninger i vores privatlivspolitik.</p>`,
  );

const accessibilityDa: Builder = (f) =>
  page(
    'accessibility',
    'Tilgængelighedserklæring',
    `<p>${f.legalName} ønsker, at alle kan bruge ${f.storefrontName} (${f.site}) uden barrierer. Denne erklæring beskriver tjenesten, og hvordan den opfylder tilgængelighedskravene i den europæiske tilgængelighedsretsakt (direktiv (EU) 2019/882).</p>
    <h2>Tjenesten</h2>
    <p>${f.storefrontName} er en webshop for gavekort. Du kan søge efter og sammenligne gavekort, vælge beløb, design og hilsen, bestille et kort på e-mail eller med posten og betale for det, tjekke en saldo, aktivere og bytte kort, bruge en kundekonto med ordrer og fakturaer og kontakte kundeservice. Kassen består af tydeligt markerede trin, og du kan til enhver tid gå tilbage og ændre dine oplysninger, før du afgiver ordren.</p>
    <h2>Sådan opfylder vi kravene</h2>
    <p>Webstedet følger EN 301 549 og retningslinjerne for tilgængeligt webindhold (WCAG) 2.1, niveau AA:</p>
    <ul>
    <li><strong>Tastatur:</strong> alle funktioner, også menuer, dialogbokse og kassen, kan betjenes med tastaturet alene, med en synlig fokusmarkering.</li>
    <li><strong>Skærmlæsere:</strong> siderne bruger overskrifter, landmærker og lister; billeder har tekstalternativer, og betjeningselementer har tydelige navne. Vi tester med NVDA, JAWS, VoiceOver og TalkBack.</li>
    <li><strong>Kontrast og visning:</strong> tekst har et kontrastforhold på mindst 4,5:1; siderne kan forstørres til 200 % og fungerer fra en bredde på 320 CSS-pixels uden vandret rulning.</li>
    <li><strong>Formularer:</strong> alle felter har en etiket; fejl beskrives i tekst, vises ved feltet og læses op.</li>
    <li><strong>Sikkerhedstjek:</strong> et usynligt tjek i baggrunden i stedet for et billedpuslespil.</li>
    </ul>
    <h2>Kendte begrænsninger</h2>
    <ul>
    <li>Nogle partnerlogoer og kortdesigns har kun korte tekstalternativer.</li>
    <li>Pdf-fakturaer er endnu ikke fuldt tagget (PDF/UA); vi sender dig gerne en tilgængelig version efter anmodning.</li>
    <li>Betalingssider og 3-D Secure-tjek hos eksterne betalingstjenesteudbydere ligger uden for vores kontrol.</li>
    </ul>
    <p>Denne erklæring er baseret på en selvevaluering og gennemgås mindst én gang om året.</p>
    <h2>Feedback og kontakt</h2>
    <p>Møder du en barriere, eller har du brug for oplysninger i et andet format, så skriv til ${f.supportEmail} eller ring på ${f.supportPhone}. Vi svarer inden for to uger.</p>
    <h2>Håndhævelse</h2>
    <p>Mener du, at vores tjeneste ikke opfylder tilgængelighedskravene, kan du kontakte den markedsovervågningsmyndighed, der har ansvaret for tilgængelighed af tjenester i dit land.</p>`,
  );

export const da: LegalTexts = {
  management: 'bestyrelsen',
  pages: [imprintDa, termsDa, withdrawalDa, privacyDa, cookiesDa, accessibilityDa],
};
