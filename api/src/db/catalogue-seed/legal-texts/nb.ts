/**
 * Norwegian (bokmål) legal texts, translated from the English ones (en.ts) with the same sections,
 * facts and EU/EEA references and the usual Norwegian terms (Vilkår, Angrerett, Personvernerklæring,
 * personvernforordningen, angreskjema); the withdrawal page follows the Norwegian wording of the
 * standard withdrawal information and form of Directive 2011/83/EU, Annex I. Like the English texts
 * they name no national law or authority. Du-form; labels quoted from the site are those of the
 * Norwegian catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Navn', 'Kategori', 'Leverandør', 'Formål', 'Lagringstid'],
  categories: { necessary: 'Nødvendige', statistics: 'Statistikk', marketing: 'Markedsføring' },
  rows: {
    shop_session: { purpose: 'Holder økten din samlet: handlekurv, innlogging på kontoen din og kassen; beskytter mot misbruk.', lifetime: '90 dager' },
    cookie_consent: { purpose: 'Lagrer valget ditt i cookie-innstillingene, slik at vi ikke spør på nytt ved hvert besøk.', lifetime: '12 måneder' },
    shop_rollout: { purpose: 'Mens en ny versjon av nettstedet innføres trinnvis, holder den deg på én av de to versjonene, slik at den ikke skifter fra side til side. Inneholder bare et tilfeldig tall.', lifetime: '180 dager' },
    _ga: { purpose: 'Google Analytics: skiller besøkende fra hverandre ved hjelp av en tilfeldig ID, slik at vi kan analysere hvordan nettstedet brukes.', lifetime: '2 år' },
    '_ga_*': { purpose: 'Google Analytics: lagrer status for den pågående økten (sidevisninger, varighet).', lifetime: '2 år' },
    _gcl_au: { purpose: 'Google Ads: knytter en bestilling til annonsen som førte deg til oss (konverteringsmåling).', lifetime: '90 dager' },
    'shop.tracking.clickId': { purpose: 'Lokal lagring (ikke en cookie): husker klikk-ID-en fra en annonse (gclid), slik at bestillingen kan knyttes til annonsen.', lifetime: '90 dager' },
  },
};

function registerNb(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registrert i: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Organisasjonsnummer: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Registrering</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintNb: Builder = (f) =>
  page(
    'imprint',
    'Selskapsinformasjon',
    `<h2>Opplysninger om selskapet</h2>
    ${f.address}
    <p><strong>Selskapsform:</strong> ${f.legalForm}<br>
    <strong>Representert ved:</strong> ${f.representatives}</p>
    <h2>Kontakt</h2>
    <p>E-post: ${f.supportEmail}<br>
    Telefon: ${f.supportPhone}<br>
    Bedriftshenvendelser: ${f.businessEmail}</p>
    ${registerNb(f)}
    <h2>Merverdiavgift</h2>
    <p>MVA-nummer: ${f.vatNumber}</p>
    <h2>Ansvarlig for innholdet</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Tvisteløsning for forbrukere</h2>
    <p>Vi er verken villige eller forpliktet til å delta i tvisteløsning for en klagenemnd for forbrukere. Har du spørsmål eller en klage, kan du kontakte kundeservice på ${f.supportEmail}.</p>
    <h2>Innhold og lenker</h2>
    <p>Vi utarbeider innholdet på dette nettstedet med stor omhu, men kan ikke garantere at det alltid er fullstendig og oppdatert; opplysningene om tilknyttede partnere kommer delvis fra partnerne selv. Vi er ikke ansvarlige for innholdet på eksterne nettsteder vi lenker til. Partnernes navn og logoer er varemerker som tilhører de respektive eierne, og brukes bare for å vise hvor et gavekort kan løses inn.</p>`,
  );

const termsNb: Builder = (f) =>
  page(
    'terms',
    'Vilkår',
    `<h2>1. Virkeområde og selger</h2>
    <p>Disse vilkårene gjelder for alle bestillinger i nettbutikken ${f.storefrontName} på ${f.site}. Selger er ${f.addressLine} (e-post: ${f.supportEmail}, telefon: ${f.supportPhone}). Avvikende vilkår fra kunden gjelder bare dersom vi godtar dem skriftlig. Ufravikelige forbrukervernregler i landet der du bor, berøres ikke.</p>
    <h2>2. Gavekort</h2>
    <p>Vi selger gavekort til flere formål (flerformålsverdikort). Et gavekort gir innehaveren rett til å bruke saldoen, helt eller delvis, hos de tilknyttede partnerne som er oppgitt for kortet på nettstedet vårt. Gavekortene fås som <strong>digitalt gavekort</strong>, som sendes på e-post med kortnummer og PIN-kode eller kode, og som <strong>fysisk gavekort</strong>, som sendes i posten. Produktbeskrivelsen på bestillingstidspunktet angir de tilknyttede partnerne, tilgjengelige beløp og eventuelle særlige vilkår for innløsning.</p>
    <h2>3. Avtaleinngåelse</h2>
    <p>Gavekortene som vises i nettbutikken, er ikke et bindende tilbud. Ved å klikke på knappen «Bestill og betal» gir du et bindende tilbud om å kjøpe varene i handlekurven; før det kan du se over og rette alle opplysningene. Vi bekrefter på e-post at vi har mottatt bestillingen din. Avtalen er inngått når vi aksepterer bestillingen med en ordrebekreftelse eller ved å sende gavekortet. Vi lagrer avtaleteksten og sender deg bestillingsopplysningene og disse vilkårene sammen med ordrebekreftelsen.</p>
    <h2>4. Priser og betaling</h2>
    <p>Prisen på et gavekort tilsvarer verdien. Siden gavekortene er flerformålsverdikort, beregnes det ikke merverdiavgift ved salget; merverdiavgiften påløper når kortet løses inn. Porto og tilleggstjenester vises inkludert merverdiavgift i handlekurven før du bestiller. Du kan betale med betalingsmåtene som tilbys i kassen. Gavekort aktiveres først når betalingen er mottatt. Vi kan avvise en bestilling ved begrunnet mistanke om svindel og betaler i så fall straks tilbake det du har betalt.</p>
    <h2>5. Levering</h2>
    <p>Digitale gavekort sendes til e-postadressen som ble oppgitt i kassen, vanligvis innen få minutter etter betaling og senest innen 24 timer dersom det trengs en sikkerhetskontroll, eller på leveringsdatoen du har valgt. Fysiske gavekort sendes i posten, vanligvis innen 1–3 virkedager etter betaling, innenfor nettbutikkens land. Fysiske kort kan av sikkerhetshensyn bli sendt inaktive og må da aktiveres på nettstedet vårt som beskrevet i det vedlagte brevet.</p>
    <h2>6. Gyldighet</h2>
    <p>Gavekort er gyldige i minst tre år fra utgangen av det året de ble kjøpt, med mindre en lengre periode er oppgitt på kortet eller i produktbeskrivelsen eller kreves etter loven i landet ditt.</p>
    <h2>7. Innløsning, saldosjekk og bytte</h2>
    <p>Gavekort løses inn hos de tilknyttede partnerne etter deres vilkår for innløsning, i butikk eller på nett, i én eller flere transaksjoner; en eventuell restsaldo er gyldig til kortet utløper. Du kan sjekke saldo og gyldighet gratis på nettstedet vårt under «Sjekk saldo». Der nettstedet tilbyr det, kan du bytte hele restsaldoen mot et gavekort fra en annen partner som er oppgitt der; det opprinnelige kortet blir da ugyldig.</p>
    <h2>8. Ingen kontantutbetaling</h2>
    <p>Saldoen på et gavekort utbetales ikke kontant, gir ikke renter og kan ikke overføres til en bankkonto. Lovfestede krav på tilbakebetaling, særlig etter bruk av angreretten, berøres ikke.</p>
    <h2>9. Tap, tyveri og misbruk</h2>
    <p>Alle som kjenner kortnummeret og PIN-koden, kan bruke saldoen, så oppbevar dem trygt. Meld fra om et mistet eller stjålet kort til ${f.supportEmail} eller ${f.supportPhone} uten opphold. Kan du dokumentere kjøpet, sperrer vi saldoen som ennå ikke er brukt, og utsteder et erstatningskort kostnadsfritt. Vi er ikke ansvarlige for saldo som er brukt før kortet ble sperret, med mindre vi er å bebreide for det.</p>
    <h2>10. Angrerett</h2>
    <p>Forbrukere har lovfestet angrerett; se siden vår Angrerett, som også inneholder angreskjemaet. Du kan også bruke angreretten med knappen «Angre kjøpet» nederst på nettstedet vårt.</p>
    <h2>11. Ansvar</h2>
    <p>De lovfestede reklamasjonsrettighetene gjelder. Vi har ubegrenset ansvar ved forsett og grov uaktsomhet, ved skade på liv, legeme eller helse og etter reglene om produktansvar. Ved simpel uaktsomhet er vi bare ansvarlige for brudd på vesentlige kontraktsforpliktelser, og ansvaret er begrenset til det påregnelige tapet som er typisk for avtalen. Den tilknyttede partneren er alene ansvarlig for varene og tjenestene du kjøper med et gavekort.</p>
    <h2>12. Lovvalg og tvister</h2>
    <p>Loven i landet der vi har vårt forretningskontor, gjelder, med unntak av FNs konvensjon om kontrakter for internasjonale løsørekjøp; er du forbruker, innebærer dette lovvalget ikke at du mister det vernet du har etter ufravikelige regler i loven i landet der du har ditt vanlige bosted. Vi er verken villige eller forpliktet til å delta i tvisteløsning for en klagenemnd for forbrukere. Skulle en bestemmelse i disse vilkårene være ugyldig, gjelder de øvrige bestemmelsene fortsatt.</p>`,
  );

const withdrawalNb: Builder = (f) =>
  page(
    'withdrawal',
    'Angrerett',
    `<h2>Angrerett</h2>
    <p>Du har rett til å gå fra denne avtalen innen 14 dager uten å oppgi noen grunn. Angrefristen utløper 14 dager etter</p>
    <ul>
    <li>den dagen avtalen ble inngått, for digitale gavekort (digitalt innhold som ikke leveres på et fysisk medium);</li>
    <li>den dagen du eller en tredjeperson utpekt av deg, som ikke er transportøren, får varen i fysisk besittelse, for fysiske gavekort; har du bestilt flere fysiske gavekort i én bestilling og de leveres hver for seg, den dagen du eller denne tredjepersonen får det siste kortet i fysisk besittelse.</li>
    </ul>
    <p>For å bruke angreretten må du gi oss (${f.addressLine}, e-post: ${f.supportEmail}, telefon: ${f.supportPhone}) melding om din beslutning om å gå fra denne avtalen i en utvetydig erklæring (f.eks. et brev sendt med post eller en e-post). Du kan bruke angreskjemaet nedenfor, men det er ikke obligatorisk. Du kan også bruke knappen <strong>«Angre kjøpet»</strong> nederst på nettstedet vårt; vi bekrefter da uten opphold på e-post at vi har mottatt meldingen din.</p>
    <p>Du har overholdt angrefristen dersom du sender meldingen om at du vil bruke angreretten, før angrefristen er utløpt.</p>
    <h2>Virkninger av angrerett</h2>
    <p>Dersom du går fra denne avtalen, vil vi tilbakebetale alle betalinger vi har mottatt fra deg, herunder leveringskostnader (med unntak av tilleggskostnader som følge av at du har valgt en annen leveringsmåte enn den rimeligste standardleveringen vi tilbyr), uten unødig opphold og under alle omstendigheter senest 14 dager fra den dagen vi mottar melding om din beslutning om å gå fra denne avtalen. Vi gjennomfører tilbakebetalingen med samme betalingsmiddel som du brukte ved den opprinnelige transaksjonen, med mindre du uttrykkelig har avtalt noe annet; du vil under ingen omstendigheter bli belastet med gebyrer som følge av tilbakebetalingen. Saldoen på de berørte gavekortene sperres når vi mottar meldingen din om at du går fra avtalen.</p>
    <p>For fysiske gavekort kan vi holde tilbake tilbakebetalingen til vi har mottatt varene, eller til du har lagt fram dokumentasjon for at varene er sendt tilbake, avhengig av hva som inntreffer først. Du skal sende varene tilbake til ${f.addressLine} uten unødig opphold og under alle omstendigheter senest 14 dager fra den dagen du gir oss melding om at du går fra avtalen. Fristen er overholdt dersom du sender varene tilbake før utløpet av fristen på 14 dager. Vi dekker kostnadene ved tilbakesending av varene. Du er bare ansvarlig for eventuell reduksjon i varenes verdi som følge av annen håndtering enn det som er nødvendig for å fastslå varenes art, egenskaper og funksjon.</p>
    <h2>Tidlig bortfall</h2>
    <p>For digitale gavekort faller angreretten bort når vi har begynt å oppfylle avtalen, dersom du uttrykkelig har samtykket til at oppfyllelsen begynner før angrefristen er utløpt, har erkjent at du dermed mister angreretten, og har mottatt bekreftelsen vår på et varig medium. Vi ber om dette samtykket i kassen; gir du det ikke, beholder du angreretten til angrefristen er utløpt.</p>
    <h2>Angreskjema</h2>
    <p><em>(Fyll ut og returner dette skjemaet bare dersom du ønsker å gå fra avtalen.)</em></p>
    <ul>
    <li>Til ${f.addressLine}, e-post: ${f.supportEmail}</li>
    <li>Jeg/Vi (*) underretter herved om at jeg/vi (*) ønsker å gå fra min/vår (*) avtale om kjøp av følgende varer (*)/levering av følgende digitale innhold (*)</li>
    <li>Bestilt den (*)/mottatt den (*)</li>
    <li>Forbrukerens/forbrukernes navn</li>
    <li>Forbrukerens/forbrukernes adresse</li>
    <li>Forbrukerens/forbrukernes underskrift (bare dersom skjemaet sendes på papir)</li>
    <li>Dato</li>
    </ul>
    <p>(*) Stryk det som ikke gjelder.</p>`,
  );

const privacyNb: Builder = (f) =>
  page(
    'privacy',
    'Personvernerklæring',
    `<p>Denne erklæringen forklarer hvilke personopplysninger vi behandler når du besøker ${f.storefrontName}, kjøper gavekort, sjekker en saldo eller bytter et kort, og hvilke rettigheter du har etter personvernforordningen (GDPR) og tilsvarende personvernlover.</p>
    <h2>1. Behandlingsansvarlig og kontakt</h2>
    ${f.address}
    <p>E-post: ${f.supportEmail}<br>Telefon: ${f.supportPhone}</p>
    <p>Du når personvernombudet vårt på ${f.dataProtectionEmail}.</p>
    <h2>2. Formål og behandlingsgrunnlag</h2>
    <ul>
    <li><strong>Bestillinger og levering</strong> (navn, adresser, e-post, mottakeropplysninger, hilsen, bestillings- og betalingsopplysninger): oppfyllelse av avtale, GDPR art. 6 nr. 1 bokstav b.</li>
    <li><strong>Kundekonto, saldosjekk og bytte</strong> (innloggingsopplysninger, kortnummer, PIN-kode, saldo, transaksjoner, IP-adresse): GDPR art. 6 nr. 1 bokstav b.</li>
    <li><strong>Regnskap og skatteplikter</strong>: rettslig forpliktelse, GDPR art. 6 nr. 1 bokstav c.</li>
    <li><strong>Forebygging av svindel og IT-sikkerhet</strong> (bestillings-, enhets- og tilkoblingsdata; serverlogger lagres i 7 dager): berettigede interesser, GDPR art. 6 nr. 1 bokstav f. Ingen avgjørelser bygger utelukkende på automatisert behandling (GDPR art. 22).</li>
    <li><strong>Nyhetsbrev, statistikk og annonsemåling</strong>: samtykke, GDPR art. 6 nr. 1 bokstav a, som du når som helst kan trekke tilbake.</li>
    </ul>
    <h2>3. Betalingstjenesteleverandører</h2>
    <p>Betalinger behandles av betalingstjenesteleverandører som er selvstendig behandlingsansvarlige, særlig Adyen N.V., Amsterdam, Nederland (kort og lokale betalingsmåter) og PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. Kortopplysninger når aldri våre servere.</p>
    <h2>4. Mottakere og overføringer</h2>
    <p>Vi deler opplysninger bare når det er nødvendig: med databehandlere som er bundet av databehandleravtaler (hosting i EU, utsending av e-post, kundeserviceprogramvare), med postselskaper for fysiske kort, med tilknyttede partnere (bare kortnummer og saldo) og med myndigheter når loven krever det. Google kan overføre opplysninger til USA; Google LLC er sertifisert under personvernrammeverket mellom EU og USA (EU-US Data Privacy Framework), og i tillegg gjelder standardkontraktsklausuler.</p>
    <h2>5. Lagringstid</h2>
    <p>Bestillings-, faktura- og regnskapsopplysninger lagres så lenge handels- og skattelovgivningen krever (opptil 10 år); opplysninger om gavekort og saldoer til kortet er utløpt og en eventuell foreldelsesfrist har løpt ut; kontoopplysninger til du sletter kontoen din; kundeservicehenvendelser i 3 år; cookies som angitt i cookie-erklæringen.</p>
    <h2>6. Rettighetene dine</h2>
    <p>Du har rett til innsyn (GDPR art. 15), retting (art. 16), sletting (art. 17), begrensning av behandlingen (art. 18) og dataportabilitet (art. 20) samt rett til å protestere (art. 21), særlig når som helst mot direkte markedsføring. Send forespørselen din til ${f.dataProtectionEmail}. Du har også rett til å klage til en tilsynsmyndighet, særlig i landet der du bor eller arbeider.</p>
    <h2>7. Cookies</h2>
    <p>Vi bruker nødvendige cookies og, bare med ditt samtykke, cookies for statistikk og markedsføring. Detaljer finner du i cookie-erklæringen vår; du kan når som helst endre valget ditt via lenken «Cookie-innstillinger» nederst på siden.</p>`,
  );

const cookiesNb: Builder = (f) =>
  page(
    'cookies',
    'Cookie-erklæring',
    `<p>Cookies (informasjonskapsler) er små tekstfiler som nettleseren din lagrer når du besøker ${f.storefrontName}; nettleserens lokale lagring fungerer på lignende måte. Nødvendige cookies setter vi uten samtykke. Alle andre cookies settes først når du har samtykket i cookie-innstillingene.</p>
    <h2>Kategorier</h2>
    <ul>
    <li><strong>Nødvendige:</strong> kreves for handlekurv, innlogging, kassen og sikkerhet. De kan ikke slås av.</li>
    <li><strong>Statistikk:</strong> hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan forbedre det. Bare med ditt samtykke.</li>
    <li><strong>Markedsføring:</strong> måler resultatene av annonseringen vår. Bare med ditt samtykke.</li>
    </ul>
    <h2>Cookies vi bruker</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Endre eller trekke tilbake valget ditt</h2>
    <p>Du kan når som helst endre valget ditt via lenken <strong>«Cookie-innstillinger»</strong> nederst på hver side; en tilbaketrekking gjelder framover. Du kan også slette eller blokkere cookies i innstillingene i nettleseren; blokkerer du nødvendige cookies, fungerer ikke handlekurven og kassen lenger.</p>
    <p>Spørsmål? Kontakt ${f.dataProtectionEmail}. Mer informasjon finner du i personvernerklæringen vår.</p>`,
  );

const accessibilityNb: Builder = (f) =>
  page(
    'accessibility',
    'Tilgjengelighetserklæring',
    `<p>${f.legalName} ønsker at alle skal kunne bruke ${f.storefrontName} (${f.site}) uten hindringer. Denne erklæringen beskriver tjenesten og hvordan den oppfyller tilgjengelighetskravene i den europeiske tilgjengelighetsrettsakten (direktiv (EU) 2019/882).</p>
    <h2>Tjenesten</h2>
    <p>${f.storefrontName} er en nettbutikk for gavekort. Du kan søke etter og sammenligne gavekort, velge beløp, design og hilsen, bestille et kort på e-post eller i posten og betale for det, sjekke en saldo, aktivere og bytte kort, bruke en kundekonto med bestillinger og fakturaer og kontakte kundeservice. Kassen består av tydelig merkede trinn, og du kan når som helst gå tilbake og endre opplysningene dine før du sender bestillingen.</p>
    <h2>Slik oppfyller vi kravene</h2>
    <p>Nettstedet følger EN 301 549 og retningslinjene for tilgjengelig webinnhold (WCAG) 2.1, nivå AA:</p>
    <ul>
    <li><strong>Tastatur:</strong> alle funksjoner, også menyer, dialogbokser og kassen, kan betjenes med bare tastatur, med synlig fokusmarkering.</li>
    <li><strong>Skjermlesere:</strong> sidene bruker overskrifter, landemerker og lister; bilder har tekstalternativer, og kontroller har tydelige navn. Vi tester med NVDA, JAWS, VoiceOver og TalkBack.</li>
    <li><strong>Kontrast og visning:</strong> tekst har et kontrastforhold på minst 4,5:1; sidene kan forstørres til 200 % og fungerer fra 320 CSS-piksler bredde uten vannrett rulling.</li>
    <li><strong>Skjemaer:</strong> alle felt har en ledetekst; feil beskrives i tekst, vises ved feltet og leses opp.</li>
    <li><strong>Sikkerhetskontroller:</strong> en usynlig kontroll i bakgrunnen i stedet for et bildepuslespill.</li>
    </ul>
    <h2>Kjente begrensninger</h2>
    <ul>
    <li>Noen partnerlogoer og kortdesign har bare korte tekstalternativer.</li>
    <li>PDF-fakturaer er ennå ikke fullstendig tagget (PDF/UA); vi sender deg en tilgjengelig versjon på forespørsel.</li>
    <li>Betalingssider og 3-D Secure-kontroller hos eksterne betalingstjenesteleverandører ligger utenfor vår kontroll.</li>
    </ul>
    <p>Denne erklæringen bygger på en egenvurdering og gjennomgås minst én gang i året.</p>
    <h2>Tilbakemelding og kontakt</h2>
    <p>Møter du en barriere eller trenger du informasjon i et annet format, kan du sende e-post til ${f.supportEmail} eller ringe ${f.supportPhone}. Vi svarer innen to uker.</p>
    <h2>Tilsyn</h2>
    <p>Mener du at tjenesten vår ikke oppfyller tilgjengelighetskravene, kan du kontakte markedstilsynsmyndigheten som har ansvar for tilgjengelighet i tjenester i landet ditt.</p>`,
  );

export const nb: LegalTexts = {
  management: 'styret',
  pages: [imprintNb, termsNb, withdrawalNb, privacyNb, cookiesNb, accessibilityNb],
};
