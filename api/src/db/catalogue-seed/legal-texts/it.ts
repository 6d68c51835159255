/**
 * Italian legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual Italian terms (Note legali, Termini e condizioni, Diritto di recesso,
 * Informativa sulla privacy, GDPR, buoni multiuso, Partita IVA); the withdrawal page follows the
 * official Italian wording of Directive 2011/83/EU, Annex I, in the tu-form of the storefront. Like the
 * English texts they name no national law or authority. Labels quoted from the site are those of the
 * Italian catalogues (footer, header; the checkout is the «cassa»).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Nome', 'Categoria', 'Fornitore', 'Finalità', 'Durata'],
  categories: { necessary: 'Necessari', statistics: 'Statistici', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Mantiene la tua sessione: carrello, accesso al tuo account e cassa; protegge dagli abusi.', lifetime: '90 giorni' },
    cookie_consent: { purpose: 'Memorizza la tua scelta nelle impostazioni dei cookie, così non te la chiediamo di nuovo a ogni visita.', lifetime: '12 mesi' },
    shop_rollout: { purpose: 'Durante l’introduzione graduale di una nuova versione del sito, ti mantiene su una delle due versioni, così che non cambi da una pagina all’altra. Contiene solo un numero casuale.', lifetime: '180 giorni' },
    _ga: { purpose: 'Google Analytics: distingue i visitatori tramite un identificativo casuale, per consentirci di analizzare come viene utilizzato il sito.', lifetime: '2 anni' },
    '_ga_*': { purpose: 'Google Analytics: conserva lo stato della sessione in corso (pagine visualizzate, durata).', lifetime: '2 anni' },
    _gcl_au: { purpose: 'Google Ads: collega un ordine all’annuncio da cui è partita la tua visita (misurazione delle conversioni).', lifetime: '90 giorni' },
    'shop.tracking.clickId': { purpose: 'Archiviazione locale (non un cookie): memorizza l’identificativo di clic di un annuncio (gclid), affinché l’ordine possa essere attribuito a quell’annuncio.', lifetime: '90 giorni' },
  },
};

function registerIt(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registro: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Numero di iscrizione: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Iscrizione al registro</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintIt: Builder = (f) =>
  page(
    'imprint',
    'Note legali',
    `<h2>Dati societari</h2>
    ${f.address}
    <p><strong>Forma giuridica:</strong> ${f.legalForm}<br>
    <strong>Rappresentata da:</strong> ${f.representatives}</p>
    <h2>Contatti</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Telefono: ${f.supportPhone}<br>
    Richieste aziendali: ${f.businessEmail}</p>
    ${registerIt(f)}
    <h2>IVA</h2>
    <p>Partita IVA: ${f.vatNumber}</p>
    <h2>Responsabile dei contenuti</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Risoluzione delle controversie dei consumatori</h2>
    <p>Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori. Per domande o reclami puoi contattare il nostro servizio clienti all’indirizzo ${f.supportEmail}.</p>
    <h2>Contenuti e link</h2>
    <p>Curiamo i contenuti di questo sito con la massima attenzione, ma non possiamo garantire che siano sempre completi e aggiornati; le informazioni sui partner aderenti sono fornite in parte dai partner stessi. Non siamo responsabili dei contenuti dei siti esterni a cui rimandiamo. I nomi e i loghi dei partner sono marchi dei rispettivi titolari e sono utilizzati solo per indicare dove è possibile utilizzare una carta regalo.</p>`,
  );

const termsIt: Builder = (f) =>
  page(
    'terms',
    'Termini e condizioni',
    `<h2>1. Ambito di applicazione e venditore</h2>
    <p>I presenti termini si applicano a tutti gli ordini effettuati nel negozio online ${f.storefrontName} all’indirizzo ${f.site}. Il venditore è ${f.addressLine} (e-mail: ${f.supportEmail}, telefono: ${f.supportPhone}). Condizioni diverse del cliente si applicano solo se le accettiamo per iscritto. Restano salve le norme imperative a tutela dei consumatori del paese in cui risiedi.</p>
    <h2>2. Carte regalo</h2>
    <p>Vendiamo carte regalo multiuso (buoni multiuso). Una carta regalo consente al titolare di spenderne il saldo, in tutto o in parte, presso i partner aderenti indicati per quella carta sul nostro sito. Le carte regalo sono disponibili come <strong>carta regalo digitale</strong>, inviata via e-mail con numero della carta e PIN o codice, e come <strong>carta regalo fisica</strong>, spedita per posta. La descrizione del prodotto al momento dell’ordine indica i partner aderenti, gli importi disponibili ed eventuali condizioni particolari di utilizzo.</p>
    <h2>3. Conclusione del contratto</h2>
    <p>La presentazione delle carte regalo nel negozio non costituisce un’offerta vincolante. Facendo clic sul pulsante “Ordina e paga” presenti un’offerta vincolante di acquisto degli articoli nel carrello; prima puoi verificare e correggere tutti i dati inseriti. Confermiamo via e-mail la ricezione del tuo ordine. Il contratto è concluso quando accettiamo l’ordine con una conferma d’ordine o con l’invio della carta regalo. Conserviamo il testo del contratto e ti inviamo i dettagli dell’ordine e i presenti termini insieme alla conferma d’ordine.</p>
    <h2>4. Prezzi e pagamento</h2>
    <p>Il prezzo di una carta regalo corrisponde al suo valore. Poiché le carte regalo sono buoni multiuso, sulla loro vendita non si applica l’IVA; l’IVA è dovuta al momento dell’utilizzo della carta. Le spese di spedizione e i servizi facoltativi sono indicati nel carrello, IVA inclusa, prima dell’ordine. Puoi pagare con i metodi di pagamento offerti alla cassa. Le carte regalo vengono attivate solo dopo la ricezione del pagamento. In caso di fondato sospetto di frode possiamo rifiutare un ordine e in tal caso rimborsiamo immediatamente qualsiasi pagamento.</p>
    <h2>5. Consegna</h2>
    <p>Le carte regalo digitali vengono inviate all’indirizzo e-mail indicato alla cassa, di solito entro pochi minuti dal pagamento e al più tardi entro 24 ore se è necessario un controllo di sicurezza, oppure nella data di consegna che hai scelto. Le carte regalo fisiche vengono spedite per posta, di solito entro 1–3 giorni lavorativi dal pagamento, all’interno del paese del negozio. Per motivi di sicurezza le carte fisiche possono essere spedite non attive; in tal caso vanno attivate sul nostro sito come descritto nella lettera di accompagnamento.</p>
    <h2>6. Validità</h2>
    <p>Le carte regalo sono valide per almeno tre anni a decorrere dalla fine dell’anno in cui sono state acquistate, salvo che sulla carta o nella descrizione del prodotto sia indicato un periodo più lungo o che questo sia previsto dalla legge del tuo paese.</p>
    <h2>7. Utilizzo, verifica del saldo e cambio</h2>
    <p>Le carte regalo si utilizzano presso i partner aderenti secondo le rispettive condizioni di utilizzo, in negozio o online, in una o più transazioni; l’eventuale saldo residuo resta valido fino alla scadenza della carta. Puoi verificare gratuitamente saldo e validità sul nostro sito nella sezione “Verifica il saldo”. Se il sito lo prevede, puoi cambiare l’intero saldo residuo con una carta regalo di un altro partner ivi indicato; la carta originale perde allora la sua validità.</p>
    <h2>8. Nessun rimborso in contanti</h2>
    <p>Il saldo di una carta regalo non è rimborsabile in contanti, non matura interessi e non può essere trasferito su un conto bancario. Restano salvi i diritti di rimborso previsti dalla legge, in particolare in caso di recesso.</p>
    <h2>9. Smarrimento, furto e uso illecito</h2>
    <p>Chiunque conosca il numero della carta e il PIN può spenderne il saldo: conservali quindi con cura. Segnala senza indugio lo smarrimento o il furto di una carta a ${f.supportEmail} o al numero ${f.supportPhone}. Se puoi dimostrare l’acquisto, blocchiamo il saldo non ancora speso ed emettiamo gratuitamente una carta sostitutiva. Non rispondiamo del saldo speso prima del blocco della carta, salvo che ciò sia a noi imputabile.</p>
    <h2>10. Diritto di recesso</h2>
    <p>I consumatori hanno un diritto di recesso previsto dalla legge; consulta la nostra pagina Diritto di recesso, che contiene il modulo di recesso tipo. Puoi anche recedere con il pulsante “Recedi dal contratto” nel piè di pagina del nostro sito.</p>
    <h2>11. Responsabilità</h2>
    <p>Si applicano le garanzie legali. Rispondiamo senza limiti in caso di dolo e colpa grave, di danni alla vita, all’integrità fisica o alla salute e ai sensi della normativa sulla responsabilità per danno da prodotti difettosi. In caso di colpa lieve rispondiamo solo della violazione di obblighi contrattuali essenziali e nei limiti del danno prevedibile e tipico del contratto. Dei beni e dei servizi che acquisti con una carta regalo risponde esclusivamente il partner aderente.</p>
    <h2>12. Legge applicabile e controversie</h2>
    <p>Si applica la legge del paese in cui abbiamo la sede legale, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci; se sei un consumatore, questa scelta di legge non ti priva della protezione assicurata dalle disposizioni imperative della legge del paese in cui hai la residenza abituale. Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori. Qualora una disposizione dei presenti termini fosse invalida, le restanti disposizioni rimangono in vigore.</p>`,
  );

const withdrawalIt: Builder = (f) =>
  page(
    'withdrawal',
    'Diritto di recesso',
    `<h2>Diritto di recesso</h2>
    <p>Hai il diritto di recedere dal presente contratto, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni</p>
    <ul>
    <li>dal giorno della conclusione del contratto, per le carte regalo digitali (contenuto digitale non fornito su un supporto materiale);</li>
    <li>dal giorno in cui tu, o un terzo diverso dal vettore e da te designato, acquisisci il possesso fisico del bene, per le carte regalo fisiche; se hai ordinato più carte regalo fisiche con un unico ordine e vengono consegnate separatamente, dal giorno in cui tu, o tale terzo, acquisisci il possesso fisico dell’ultima carta.</li>
    </ul>
    <p>Per esercitare il diritto di recesso, devi informarci (${f.addressLine}, e-mail: ${f.supportEmail}, telefono: ${f.supportPhone}) della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o e-mail). A tal fine puoi utilizzare il modulo di recesso tipo riportato di seguito, ma non è obbligatorio. Puoi anche usare il pulsante <strong>“Recedi dal contratto”</strong> nel piè di pagina del nostro sito; ti confermeremo senza indugio via e-mail la ricezione del tuo recesso.</p>
    <p>Per rispettare il termine di recesso, è sufficiente che tu invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.</p>
    <h2>Effetti del recesso</h2>
    <p>Se recedi dal presente contratto, ti saranno rimborsati tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla tua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu non abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso. Il saldo delle carte regalo interessate viene bloccato alla ricezione del tuo recesso.</p>
    <p>Per le carte regalo fisiche, il rimborso può essere sospeso fino al ricevimento dei beni oppure fino all’avvenuta dimostrazione da parte tua di aver rispedito i beni, se precedente. Ti chiediamo di rispedire i beni a ${f.addressLine} senza indebiti ritardi e in ogni caso entro 14 giorni dal giorno in cui ci hai comunicato il tuo recesso dal presente contratto. Il termine è rispettato se rispedisci i beni prima della scadenza del periodo di 14 giorni. I costi della restituzione dei beni sono a nostro carico. Sei responsabile unicamente della diminuzione del valore dei beni risultante da una manipolazione dei beni diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.</p>
    <h2>Estinzione anticipata</h2>
    <p>Per le carte regalo digitali, il diritto di recesso si estingue quando abbiamo iniziato l’esecuzione del contratto, se hai espressamente acconsentito a che l’esecuzione iniziasse prima della fine del periodo di recesso, hai riconosciuto di perdere così il diritto di recesso e hai ricevuto la nostra conferma su un supporto durevole. Ti chiediamo questo consenso alla cassa; se non lo dai, il tuo diritto di recesso resta valido fino alla fine del periodo di recesso.</p>
    <h2>Modulo di recesso tipo</h2>
    <p><em>(Compila e restituisci il presente modulo solo se desideri recedere dal contratto.)</em></p>
    <ul>
    <li>Destinatario: ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di fornitura dei seguenti contenuti digitali (*)</li>
    <li>Ordinato il (*)/ricevuto il (*)</li>
    <li>Nome del/dei consumatore(i)</li>
    <li>Indirizzo del/dei consumatore(i)</li>
    <li>Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)</li>
    <li>Data</li>
    </ul>
    <p>(*) Cancellare la dicitura inutile.</p>`,
  );

const privacyIt: Builder = (f) =>
  page(
    'privacy',
    'Informativa sulla privacy',
    `<p>La presente informativa spiega quali dati personali trattiamo quando visiti ${f.storefrontName}, acquisti carte regalo, verifichi un saldo o cambi una carta, e quali diritti hai ai sensi del Regolamento generale sulla protezione dei dati (GDPR) e di analoghe normative in materia di protezione dei dati.</p>
    <h2>1. Titolare del trattamento e contatti</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefono: ${f.supportPhone}</p>
    <p>Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo ${f.dataProtectionEmail}.</p>
    <h2>2. Finalità e basi giuridiche</h2>
    <ul>
    <li><strong>Ordini e consegna</strong> (nome, indirizzi, e-mail, dati del destinatario, messaggio di auguri, dati dell’ordine e del pagamento): esecuzione del contratto, art. 6, par. 1, lett. b) GDPR.</li>
    <li><strong>Account cliente, verifica del saldo e cambio</strong> (dati di accesso, numero della carta, PIN, saldo, transazioni, indirizzo IP): art. 6, par. 1, lett. b) GDPR.</li>
    <li><strong>Contabilità e adempimenti fiscali</strong>: obbligo di legge, art. 6, par. 1, lett. c) GDPR.</li>
    <li><strong>Prevenzione delle frodi e sicurezza informatica</strong> (dati dell’ordine, del dispositivo e della connessione; log del server conservati per 7 giorni): legittimo interesse, art. 6, par. 1, lett. f) GDPR. Nessuna decisione si basa unicamente su un trattamento automatizzato (art. 22 GDPR).</li>
    <li><strong>Newsletter, statistiche e misurazione pubblicitaria</strong>: consenso, art. 6, par. 1, lett. a) GDPR, che puoi revocare in qualsiasi momento.</li>
    </ul>
    <h2>3. Prestatori di servizi di pagamento</h2>
    <p>I pagamenti sono elaborati da prestatori di servizi di pagamento che agiscono come titolari autonomi del trattamento, in particolare Adyen N.V., Amsterdam, Paesi Bassi (carte e metodi di pagamento locali) e PayPal (Europe) S.à r.l. et Cie, S.C.A., Lussemburgo. I dati delle carte di pagamento non arrivano mai ai nostri server.</p>
    <h2>4. Destinatari e trasferimenti</h2>
    <p>Comunichiamo i dati solo quando necessario: a responsabili del trattamento vincolati da accordi sul trattamento dei dati (hosting nell’UE, invio di e-mail, software per il servizio clienti), ai servizi postali per le carte fisiche, ai partner aderenti (solo numero della carta e saldo) e alle autorità quando la legge lo richiede. Google può trasferire dati negli Stati Uniti; Google LLC è certificata nell’ambito del quadro UE-USA per la protezione dei dati personali (EU-US Data Privacy Framework) e si applicano inoltre clausole contrattuali tipo.</p>
    <h2>5. Conservazione</h2>
    <p>I dati relativi a ordini, fatture e contabilità sono conservati per il periodo previsto dalla normativa civilistica e fiscale (fino a 10 anni); i dati delle carte regalo e dei saldi fino alla scadenza della carta e di ogni eventuale termine di prescrizione; i dati dell’account fino a quando non elimini il tuo account; le richieste al servizio clienti per 3 anni; i cookie come indicato nell’informativa sui cookie.</p>
    <h2>6. I tuoi diritti</h2>
    <p>Hai diritto di accesso (art. 15 GDPR), di rettifica (art. 16), di cancellazione (art. 17), di limitazione del trattamento (art. 18), alla portabilità dei dati (art. 20) e di opposizione (art. 21), in particolare in qualsiasi momento al marketing diretto. Invia la tua richiesta a ${f.dataProtectionEmail}. Hai inoltre il diritto di proporre reclamo a un’autorità di controllo, in particolare nel paese in cui vivi o lavori.</p>
    <h2>7. Cookie</h2>
    <p>Utilizziamo cookie necessari e, solo con il tuo consenso, cookie statistici e di marketing. I dettagli sono riportati nella nostra informativa sui cookie; puoi modificare la tua scelta in qualsiasi momento tramite il link “Impostazioni cookie” nel piè di pagina.</p>`,
  );

const cookiesIt: Builder = (f) =>
  page(
    'cookies',
    'Informativa sui cookie',
    `<p>I cookie sono piccoli file di testo che il tuo browser memorizza quando visiti ${f.storefrontName}; la memoria locale del browser funziona in modo simile. Impostiamo i cookie necessari senza consenso. Tutti gli altri cookie vengono impostati solo dopo che hai dato il tuo consenso nelle impostazioni dei cookie.</p>
    <h2>Categorie</h2>
    <ul>
    <li><strong>Necessari:</strong> indispensabili per carrello, accesso, cassa e sicurezza. Non possono essere disattivati.</li>
    <li><strong>Statistici:</strong> ci aiutano a capire come viene utilizzato il sito, per poterlo migliorare. Solo con il tuo consenso.</li>
    <li><strong>Marketing:</strong> misurano i risultati della nostra pubblicità. Solo con il tuo consenso.</li>
    </ul>
    <h2>Cookie che utilizziamo</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Modificare o revocare la tua scelta</h2>
    <p>Puoi modificare la tua scelta in qualsiasi momento tramite il link <strong>“Impostazioni cookie”</strong> nel piè di pagina di ogni pagina; la revoca vale per il futuro. Puoi anche eliminare o bloccare i cookie nelle impostazioni del browser; se blocchi i cookie necessari, il carrello e la cassa non funzioneranno più.</p>
    <p>Domande? Scrivi a ${f.dataProtectionEmail}. Maggiori informazioni sono disponibili nella nostra informativa sulla privacy.</p>`,
  );

const accessibilityIt: Builder = (f) =>
  page(
    'accessibility',
    'Dichiarazione di accessibilità',
    `<p>${f.legalName} vuole che tutti possano utilizzare ${f.storefrontName} (${f.site}) senza barriere. La presente dichiarazione descrive il servizio e il modo in cui soddisfa i requisiti di accessibilità dell’Atto europeo sull’accessibilità (direttiva (UE) 2019/882).</p>
    <h2>Il servizio</h2>
    <p>${f.storefrontName} è un negozio online di carte regalo. Puoi cercare e confrontare carte regalo, scegliere importo, design e messaggio di auguri, ordinare una carta via e-mail o per posta e pagarla, verificare un saldo, attivare e cambiare carte, utilizzare un account cliente con ordini e fatture e contattare il servizio clienti. La cassa è suddivisa in passaggi chiaramente indicati e, prima di inviare l’ordine, puoi tornare indietro e modificare i tuoi dati in qualsiasi momento.</p>
    <h2>Come soddisfiamo i requisiti</h2>
    <p>Il sito segue la norma EN 301 549 e le linee guida per l’accessibilità dei contenuti web (WCAG) 2.1, livello AA:</p>
    <ul>
    <li><strong>Tastiera:</strong> tutte le funzioni, compresi menu, finestre di dialogo e cassa, si possono usare con la sola tastiera, con un indicatore di focus visibile.</li>
    <li><strong>Screen reader:</strong> le pagine usano titoli, punti di riferimento (landmark) ed elenchi; le immagini hanno alternative testuali e i comandi nomi chiari. Testiamo con NVDA, JAWS, VoiceOver e TalkBack.</li>
    <li><strong>Contrasto e visualizzazione:</strong> il testo ha un rapporto di contrasto di almeno 4,5:1; le pagine possono essere ingrandite fino al 200% e funzionano a partire da 320 pixel CSS di larghezza senza scorrimento orizzontale.</li>
    <li><strong>Moduli:</strong> ogni campo ha un’etichetta; gli errori sono descritti nel testo, mostrati accanto al campo e annunciati.</li>
    <li><strong>Controlli di sicurezza:</strong> una verifica invisibile in background al posto di un puzzle di immagini.</li>
    </ul>
    <h2>Limitazioni note</h2>
    <ul>
    <li>Alcuni loghi dei partner e design delle carte hanno solo brevi alternative testuali.</li>
    <li>Le fatture in PDF non sono ancora completamente taggate (PDF/UA); su richiesta ti inviamo una versione accessibile.</li>
    <li>Le pagine di pagamento e le verifiche 3-D Secure dei prestatori di servizi di pagamento esterni sono al di fuori del nostro controllo.</li>
    </ul>
    <p>La presente dichiarazione si basa su un’autovalutazione ed è riesaminata almeno una volta all’anno.</p>
    <h2>Feedback e contatti</h2>
    <p>Se incontri una barriera o hai bisogno di informazioni in un altro formato, scrivi a ${f.supportEmail} o chiama il numero ${f.supportPhone}. Rispondiamo entro due settimane.</p>
    <h2>Procedura di attuazione</h2>
    <p>Se ritieni che il nostro servizio non soddisfi i requisiti di accessibilità, puoi rivolgerti all’autorità di vigilanza del mercato competente per l’accessibilità dei servizi nel tuo paese.</p>`,
  );

export const it: LegalTexts = {
  management: 'il consiglio di amministrazione',
  pages: [imprintIt, termsIt, withdrawalIt, privacyIt, cookiesIt, accessibilityIt],
};
