/**
 * Polish legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual Polish terms (Regulamin, Prawo odstąpienia od umowy, Polityka prywatności,
 * RODO, bony różnego przeznaczenia); the withdrawal page follows the official Polish wording of
 * Directive 2011/83/EU, Annex I, in the Ty-form of the storefront (phrased without gendered past
 * forms). Like the English texts they name no national law or authority. Labels quoted from the site
 * are those of the Polish catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Nazwa', 'Kategoria', 'Dostawca', 'Cel', 'Okres przechowywania'],
  categories: { necessary: 'Niezbędne', statistics: 'Statystyczne', marketing: 'Marketingowe' },
  rows: {
    shop_session: { purpose: 'Utrzymuje Twoją sesję: koszyk, logowanie do konta i składanie zamówienia; chroni przed nadużyciami.', lifetime: '90 dni' },
    cookie_consent: { purpose: 'Zapisuje Twój wybór w ustawieniach cookie, abyśmy nie pytali o niego przy każdej wizycie.', lifetime: '12 miesięcy' },
    shop_rollout: { purpose: 'Podczas stopniowego wprowadzania nowej wersji serwisu przypisuje Cię do jednej z dwóch wersji, aby nie zmieniała się ona między stronami. Zawiera wyłącznie losową liczbę.', lifetime: '180 dni' },
    _ga: { purpose: 'Google Analytics: rozróżnia odwiedzających za pomocą losowego identyfikatora, abyśmy mogli analizować sposób korzystania z serwisu.', lifetime: '2 lata' },
    '_ga_*': { purpose: 'Google Analytics: przechowuje stan bieżącej sesji (odsłony stron, czas trwania).', lifetime: '2 lata' },
    _gcl_au: { purpose: 'Google Ads: przypisuje zamówienie do reklamy, która doprowadziła Cię do nas (pomiar konwersji).', lifetime: '90 dni' },
    'shop.tracking.clickId': { purpose: 'Pamięć lokalna (nie plik cookie): zapamiętuje identyfikator kliknięcia reklamy (gclid), aby można było przypisać do niej zamówienie.', lifetime: '90 dni' },
  },
};

function registerPl(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Rejestr: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Numer rejestrowy: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Wpis do rejestru</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintPl: Builder = (f) =>
  page(
    'imprint',
    'Dane firmy',
    `<h2>Informacje o firmie</h2>
    ${f.address}
    <p><strong>Forma prawna:</strong> ${f.legalForm}<br>
    <strong>Reprezentacja:</strong> ${f.representatives}</p>
    <h2>Kontakt</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Telefon: ${f.supportPhone}<br>
    Zapytania biznesowe: ${f.businessEmail}</p>
    ${registerPl(f)}
    <h2>VAT</h2>
    <p>Numer identyfikacji VAT: ${f.vatNumber}</p>
    <h2>Osoba odpowiedzialna za treść</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Pozasądowe rozwiązywanie sporów konsumenckich</h2>
    <p>Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu w sprawie rozwiązywania sporów przed podmiotem uprawnionym do pozasądowego rozwiązywania sporów konsumenckich. Jeśli masz pytanie lub reklamację, skontaktuj się z naszym działem obsługi klienta pod adresem ${f.supportEmail}.</p>
    <h2>Treści i linki</h2>
    <p>Treści tego serwisu przygotowujemy z największą starannością, nie możemy jednak zagwarantować, że zawsze są kompletne i aktualne; informacje o partnerach akceptujących karty pochodzą częściowo od samych partnerów. Nie odpowiadamy za treść zewnętrznych stron, do których prowadzą nasze linki. Nazwy i logotypy partnerów są znakami towarowymi ich właścicieli i służą wyłącznie wskazaniu, gdzie można zrealizować kartę podarunkową.</p>`,
  );

const termsPl: Builder = (f) =>
  page(
    'terms',
    'Regulamin',
    `<h2>1. Zakres obowiązywania i sprzedawca</h2>
    <p>Niniejszy regulamin dotyczy wszystkich zamówień składanych w sklepie internetowym ${f.storefrontName} pod adresem ${f.site}. Sprzedawcą jest ${f.addressLine} (e-mail: ${f.supportEmail}, telefon: ${f.supportPhone}). Odmienne warunki klienta obowiązują tylko wtedy, gdy zgodzimy się na nie na piśmie. Bezwzględnie obowiązujące przepisy o ochronie konsumentów kraju, w którym mieszkasz, pozostają nienaruszone.</p>
    <h2>2. Karty podarunkowe</h2>
    <p>Sprzedajemy karty podarunkowe różnego przeznaczenia (bony różnego przeznaczenia). Karta podarunkowa uprawnia jej posiadacza do wykorzystania salda, w całości lub w części, u partnerów akceptujących daną kartę, wskazanych na naszej stronie. Karty podarunkowe są dostępne jako <strong>cyfrowa karta podarunkowa</strong>, wysyłana e-mailem z numerem karty i kodem PIN lub kodem, oraz jako <strong>fizyczna karta podarunkowa</strong>, wysyłana pocztą. Opis produktu w chwili składania zamówienia określa partnerów akceptujących kartę, dostępne kwoty i ewentualne szczególne warunki realizacji.</p>
    <h2>3. Zawarcie umowy</h2>
    <p>Prezentacja kart podarunkowych w sklepie nie stanowi wiążącej oferty. Klikając przycisk „Zamawiam i płacę”, składasz wiążącą ofertę zakupu produktów znajdujących się w koszyku; wcześniej możesz sprawdzić i poprawić wszystkie wprowadzone dane. Otrzymanie zamówienia potwierdzamy e-mailem. Umowa zostaje zawarta z chwilą przyjęcia przez nas zamówienia w potwierdzeniu zamówienia lub z chwilą wysłania karty podarunkowej. Przechowujemy treść umowy i wraz z potwierdzeniem zamówienia przesyłamy Ci szczegóły zamówienia oraz niniejszy regulamin.</p>
    <h2>4. Ceny i płatność</h2>
    <p>Cena karty podarunkowej odpowiada jej wartości. Ponieważ karty podarunkowe są bonami różnego przeznaczenia, ich sprzedaż nie podlega opodatkowaniu VAT; podatek VAT jest należny przy realizacji karty. Koszty przesyłki i usług dodatkowych, wraz z VAT, są widoczne w koszyku przed złożeniem zamówienia. Możesz zapłacić metodami płatności oferowanymi przy składaniu zamówienia. Karty podarunkowe są aktywowane dopiero po otrzymaniu płatności. W przypadku uzasadnionego podejrzenia oszustwa możemy odmówić przyjęcia zamówienia i wówczas niezwłocznie zwracamy wszelkie płatności.</p>
    <h2>5. Dostawa</h2>
    <p>Cyfrowe karty podarunkowe wysyłamy na adres e-mail podany w zamówieniu, zwykle w ciągu kilku minut od płatności, a jeśli konieczna jest kontrola bezpieczeństwa – najpóźniej w ciągu 24 godzin, albo w wybranym przez Ciebie dniu doręczenia. Fizyczne karty podarunkowe wysyłamy pocztą, zwykle w ciągu 1–3 dni roboczych od płatności, na terenie kraju sklepu. Ze względów bezpieczeństwa fizyczne karty mogą być wysyłane jako nieaktywne; należy je wtedy aktywować na naszej stronie zgodnie z opisem w dołączonym liście.</p>
    <h2>6. Ważność</h2>
    <p>Karty podarunkowe są ważne co najmniej trzy lata, licząc od końca roku, w którym zostały kupione, chyba że na karcie lub w opisie produktu podano dłuższy okres albo dłuższego okresu wymagają przepisy Twojego kraju.</p>
    <h2>7. Realizacja, sprawdzanie salda i wymiana</h2>
    <p>Karty podarunkowe realizuje się u partnerów akceptujących kartę na ich warunkach realizacji, w sklepie stacjonarnym lub online, w jednej lub kilku transakcjach; pozostałe saldo zachowuje ważność do upływu ważności karty. Saldo i ważność karty możesz bezpłatnie sprawdzić na naszej stronie w zakładce „Sprawdź saldo”. Jeśli strona oferuje taką możliwość, możesz wymienić całe pozostałe saldo na kartę podarunkową innego wskazanego tam partnera; pierwotna karta traci wtedy ważność.</p>
    <h2>8. Brak wypłaty gotówki</h2>
    <p>Saldo karty podarunkowej nie podlega wypłacie w gotówce, nie jest oprocentowane i nie może zostać przelane na rachunek bankowy. Ustawowe prawo do zwrotu płatności, w szczególności po odstąpieniu od umowy, pozostaje nienaruszone.</p>
    <h2>9. Utrata, kradzież i nadużycie</h2>
    <p>Każdy, kto zna numer karty i kod PIN, może wykorzystać saldo, dlatego przechowuj je w bezpiecznym miejscu. Utratę lub kradzież karty zgłoś niezwłocznie na adres ${f.supportEmail} lub pod numerem ${f.supportPhone}. Jeśli możesz udowodnić zakup, zablokujemy niewykorzystane saldo i bezpłatnie wydamy kartę zastępczą. Nie odpowiadamy za saldo wykorzystane przed zablokowaniem karty, chyba że ponosimy za to odpowiedzialność.</p>
    <h2>10. Prawo odstąpienia od umowy</h2>
    <p>Konsumentom przysługuje ustawowe prawo odstąpienia od umowy; szczegóły, wraz ze wzorem formularza odstąpienia od umowy, znajdziesz na naszej stronie Prawo odstąpienia od umowy. Od umowy możesz też odstąpić za pomocą przycisku „Odstąp od umowy” w stopce naszej strony.</p>
    <h2>11. Odpowiedzialność</h2>
    <p>Obowiązują ustawowe uprawnienia reklamacyjne. Ponosimy nieograniczoną odpowiedzialność za winę umyślną i rażące niedbalstwo, za szkody na życiu, ciele lub zdrowiu oraz na podstawie przepisów o odpowiedzialności za produkt niebezpieczny. W przypadku lekkiego niedbalstwa odpowiadamy wyłącznie za naruszenie istotnych obowiązków umownych, w granicach przewidywalnej szkody typowej dla umowy. Za towary i usługi nabyte za pomocą karty podarunkowej odpowiada wyłącznie partner akceptujący kartę.</p>
    <h2>12. Prawo właściwe i spory</h2>
    <p>Zastosowanie ma prawo kraju, w którym mamy siedzibę, z wyłączeniem Konwencji Narodów Zjednoczonych o umowach międzynarodowej sprzedaży towarów; jeśli jesteś konsumentem, taki wybór prawa nie pozbawia Cię ochrony przysługującej Ci na mocy bezwzględnie obowiązujących przepisów prawa kraju, w którym masz miejsce zwykłego pobytu. Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu w sprawie rozwiązywania sporów przed podmiotem uprawnionym do pozasądowego rozwiązywania sporów konsumenckich. Jeżeli którekolwiek z postanowień niniejszego regulaminu okaże się nieważne, pozostałe postanowienia zachowują moc.</p>`,
  );

const withdrawalPl: Builder = (f) =>
  page(
    'withdrawal',
    'Prawo odstąpienia od umowy',
    `<h2>Prawo odstąpienia od umowy</h2>
    <p>Masz prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny. Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia</p>
    <ul>
    <li>zawarcia umowy – w przypadku cyfrowych kart podarunkowych (treści cyfrowe niedostarczane na nośniku materialnym);</li>
    <li>objęcia rzeczy w posiadanie przez Ciebie lub wskazaną przez Ciebie osobę trzecią inną niż przewoźnik – w przypadku fizycznych kart podarunkowych; jeżeli w ramach jednego zamówienia zamówiono kilka fizycznych kart podarunkowych, które są dostarczane osobno – od dnia objęcia w posiadanie ostatniej karty przez Ciebie lub tę osobę trzecią.</li>
    </ul>
    <p>Aby skorzystać z prawa odstąpienia od umowy, musisz poinformować nas (${f.addressLine}, e-mail: ${f.supportEmail}, telefon: ${f.supportPhone}) o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Możesz skorzystać z poniższego wzoru formularza odstąpienia od umowy, jednak nie jest to obowiązkowe. Możesz także użyć przycisku <strong>„Odstąp od umowy”</strong> w stopce naszej strony; otrzymanie oświadczenia o odstąpieniu niezwłocznie potwierdzimy Ci e-mailem.</p>
    <p>Aby zachować termin do odstąpienia od umowy, wystarczy, że wyślesz informację dotyczącą wykonania przysługującego Ci prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.</p>
    <h2>Skutki odstąpienia od umowy</h2>
    <p>W przypadku odstąpienia od niniejszej umowy zwracamy Ci wszystkie otrzymane od Ciebie płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Ciebie sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Twojej decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Ciebie użyte w pierwotnej transakcji, chyba że wyraźnie zgodzisz się na inne rozwiązanie; w każdym przypadku nie poniesiesz żadnych opłat w związku z tym zwrotem. Saldo kart podarunkowych objętych odstąpieniem blokujemy z chwilą otrzymania Twojego oświadczenia.</p>
    <p>W przypadku fizycznych kart podarunkowych możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub do czasu dostarczenia nam dowodu jej odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej. Rzecz należy odesłać na adres ${f.addressLine} niezwłocznie, a w każdym razie nie później niż 14 dni od dnia poinformowania nas o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślesz rzecz przed upływem terminu 14 dni. Ponosimy koszty zwrotu rzeczy. Odpowiadasz tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania rzeczy.</p>
    <h2>Wcześniejsze wygaśnięcie prawa</h2>
    <p>W przypadku cyfrowych kart podarunkowych prawo odstąpienia od umowy wygasa z chwilą rozpoczęcia przez nas świadczenia, jeżeli wyraźnie zgodzisz się na rozpoczęcie świadczenia przed upływem terminu do odstąpienia od umowy, przyjmiesz do wiadomości, że tracisz w ten sposób prawo odstąpienia od umowy, i otrzymasz od nas potwierdzenie na trwałym nośniku. O taką zgodę prosimy przy składaniu zamówienia; jeżeli jej nie wyrazisz, prawo odstąpienia od umowy przysługuje Ci do upływu terminu do odstąpienia od umowy.</p>
    <h2>Wzór formularza odstąpienia od umowy</h2>
    <p><em>(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)</em></p>
    <ul>
    <li>Adresat: ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Ja/My (*) niniejszym informuję/informujemy (*) o moim/naszym (*) odstąpieniu od umowy sprzedaży następujących rzeczy (*)/o dostarczenie następujących treści cyfrowych (*)</li>
    <li>Data zawarcia umowy (*)/odbioru (*)</li>
    <li>Imię i nazwisko konsumenta(-ów)</li>
    <li>Adres konsumenta(-ów)</li>
    <li>Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)</li>
    <li>Data</li>
    </ul>
    <p>(*) Niepotrzebne skreślić.</p>`,
  );

const privacyPl: Builder = (f) =>
  page(
    'privacy',
    'Polityka prywatności',
    `<p>Niniejsza polityka wyjaśnia, jakie dane osobowe przetwarzamy, gdy odwiedzasz ${f.storefrontName}, kupujesz karty podarunkowe, sprawdzasz saldo lub wymieniasz kartę, oraz jakie prawa przysługują Ci na podstawie ogólnego rozporządzenia o ochronie danych (RODO) i porównywalnych przepisów o ochronie danych.</p>
    <h2>1. Administrator i kontakt</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefon: ${f.supportPhone}</p>
    <p>Z naszym inspektorem ochrony danych możesz skontaktować się pod adresem ${f.dataProtectionEmail}.</p>
    <h2>2. Cele i podstawy prawne</h2>
    <ul>
    <li><strong>Zamówienia i dostawa</strong> (imię i nazwisko, adresy, e-mail, dane odbiorcy, życzenia, dane zamówienia i płatności): wykonanie umowy, art. 6 ust. 1 lit. b RODO.</li>
    <li><strong>Konto klienta, sprawdzanie salda i wymiana</strong> (dane logowania, numer karty, PIN, saldo, transakcje, adres IP): art. 6 ust. 1 lit. b RODO.</li>
    <li><strong>Księgowość i dokumentacja podatkowa</strong>: obowiązek prawny, art. 6 ust. 1 lit. c RODO.</li>
    <li><strong>Zapobieganie oszustwom i bezpieczeństwo IT</strong> (dane zamówienia, urządzenia i połączenia; logi serwera przechowywane przez 7 dni): prawnie uzasadnione interesy, art. 6 ust. 1 lit. f RODO. Nie podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu (art. 22 RODO).</li>
    <li><strong>Newsletter, statystyki i pomiar skuteczności reklam</strong>: zgoda, art. 6 ust. 1 lit. a RODO, którą możesz w każdej chwili wycofać.</li>
    </ul>
    <h2>3. Dostawcy usług płatniczych</h2>
    <p>Płatności obsługują dostawcy usług płatniczych działający jako niezależni administratorzy, w szczególności Adyen N.V., Amsterdam, Holandia (karty i lokalne metody płatności) oraz PayPal (Europe) S.à r.l. et Cie, S.C.A., Luksemburg. Dane kart płatniczych nigdy nie trafiają na nasze serwery.</p>
    <h2>4. Odbiorcy i przekazywanie danych</h2>
    <p>Udostępniamy dane tylko wtedy, gdy jest to konieczne: podmiotom przetwarzającym związanym umowami powierzenia przetwarzania danych (hosting w UE, wysyłka e-maili, oprogramowanie obsługi klienta), operatorom pocztowym w przypadku kart fizycznych, partnerom akceptującym karty (wyłącznie numer karty i saldo) oraz organom, jeżeli wymagają tego przepisy prawa. Google może przekazywać dane do Stanów Zjednoczonych; Google LLC jest certyfikowana zgodnie z Ramami ochrony danych UE–USA (EU-US Data Privacy Framework), a dodatkowo stosowane są standardowe klauzule umowne.</p>
    <h2>5. Okres przechowywania</h2>
    <p>Dane dotyczące zamówień, faktur i księgowości przechowujemy przez okres wymagany przepisami prawa handlowego i podatkowego (do 10 lat); dane kart podarunkowych i sald – do wygaśnięcia karty i upływu ewentualnego okresu przedawnienia; dane konta – do usunięcia przez Ciebie konta; zgłoszenia do obsługi klienta – przez 3 lata; pliki cookie – zgodnie z informacjami w polityce plików cookie.</p>
    <h2>6. Twoje prawa</h2>
    <p>Przysługuje Ci prawo dostępu do danych (art. 15 RODO), ich sprostowania (art. 16), usunięcia (art. 17), ograniczenia przetwarzania (art. 18), przenoszenia danych (art. 20) oraz prawo sprzeciwu (art. 21), w szczególności w każdej chwili wobec marketingu bezpośredniego. Wniosek wyślij na adres ${f.dataProtectionEmail}. Masz także prawo wnieść skargę do organu nadzorczego, w szczególności w kraju, w którym mieszkasz lub pracujesz.</p>
    <h2>7. Pliki cookie</h2>
    <p>Używamy niezbędnych plików cookie oraz – wyłącznie za Twoją zgodą – statystycznych i marketingowych plików cookie. Szczegóły znajdziesz w naszej polityce plików cookie; swój wybór możesz w każdej chwili zmienić za pomocą linku „Ustawienia cookie” w stopce.</p>`,
  );

const cookiesPl: Builder = (f) =>
  page(
    'cookies',
    'Polityka plików cookie',
    `<p>Pliki cookie to małe pliki tekstowe, które Twoja przeglądarka zapisuje podczas odwiedzin serwisu ${f.storefrontName}; pamięć lokalna przeglądarki działa w podobny sposób. Niezbędne pliki cookie zapisujemy bez zgody. Wszystkie pozostałe pliki cookie zapisujemy dopiero po wyrażeniu przez Ciebie zgody w ustawieniach cookie.</p>
    <h2>Kategorie</h2>
    <ul>
    <li><strong>Niezbędne:</strong> potrzebne do działania koszyka, logowania, składania zamówień i zapewnienia bezpieczeństwa. Nie można ich wyłączyć.</li>
    <li><strong>Statystyczne:</strong> pomagają nam zrozumieć, jak korzystasz z serwisu, abyśmy mogli go ulepszać. Wyłącznie za Twoją zgodą.</li>
    <li><strong>Marketingowe:</strong> mierzą skuteczność naszych reklam. Wyłącznie za Twoją zgodą.</li>
    </ul>
    <h2>Używane pliki cookie</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Zmiana lub wycofanie wyboru</h2>
    <p>Swój wybór możesz w każdej chwili zmienić za pomocą linku <strong>„Ustawienia cookie”</strong> w stopce każdej strony; wycofanie zgody działa na przyszłość. Pliki cookie możesz też usuwać lub blokować w ustawieniach przeglądarki; jeśli zablokujesz niezbędne pliki cookie, koszyk i składanie zamówień przestaną działać.</p>
    <p>Masz pytania? Napisz na adres ${f.dataProtectionEmail}. Więcej informacji znajdziesz w naszej polityce prywatności.</p>`,
  );

const accessibilityPl: Builder = (f) =>
  page(
    'accessibility',
    'Deklaracja dostępności',
    `<p>${f.legalName} chce, aby każdy mógł korzystać z ${f.storefrontName} (${f.site}) bez barier. Niniejsza deklaracja opisuje usługę i sposób, w jaki spełnia ona wymagania dostępności określone w Europejskim akcie o dostępności (dyrektywa (UE) 2019/882).</p>
    <h2>Usługa</h2>
    <p>${f.storefrontName} to sklep internetowy z kartami podarunkowymi. Możesz wyszukiwać i porównywać karty podarunkowe, wybrać kwotę, wzór i życzenia, zamówić kartę e-mailem lub pocztą i za nią zapłacić, sprawdzić saldo, aktywować i wymieniać karty, korzystać z konta klienta z zamówieniami i fakturami oraz kontaktować się z obsługą klienta. Proces zamówienia obejmuje wyraźnie oznaczone kroki, a przed złożeniem zamówienia możesz w każdej chwili wrócić i zmienić swoje dane.</p>
    <h2>Jak spełniamy wymagania</h2>
    <p>Serwis jest zgodny z normą EN 301 549 i wytycznymi dotyczącymi dostępności treści internetowych (WCAG) 2.1 na poziomie AA:</p>
    <ul>
    <li><strong>Klawiatura:</strong> każdą funkcję, w tym menu, okna dialogowe i składanie zamówienia, można obsłużyć wyłącznie za pomocą klawiatury, z widocznym wskaźnikiem fokusu.</li>
    <li><strong>Czytniki ekranu:</strong> strony mają nagłówki, punkty orientacyjne i listy; obrazy mają teksty alternatywne, a elementy sterujące – jednoznaczne nazwy. Testujemy z NVDA, JAWS, VoiceOver i TalkBack.</li>
    <li><strong>Kontrast i wyświetlanie:</strong> tekst ma współczynnik kontrastu co najmniej 4,5:1; strony można powiększyć do 200% i działają od szerokości 320 pikseli CSS bez przewijania w poziomie.</li>
    <li><strong>Formularze:</strong> każde pole ma etykietę; błędy są opisane tekstem, wyświetlane obok pola i odczytywane przez czytniki ekranu.</li>
    <li><strong>Zabezpieczenia:</strong> niewidoczna weryfikacja w tle zamiast łamigłówki obrazkowej.</li>
    </ul>
    <h2>Znane ograniczenia</h2>
    <ul>
    <li>Niektóre logotypy partnerów i wzory kart mają tylko krótkie teksty alternatywne.</li>
    <li>Faktury PDF nie są jeszcze w pełni otagowane (PDF/UA); na życzenie prześlemy Ci wersję dostępną.</li>
    <li>Strony płatności i weryfikacja 3-D Secure zewnętrznych dostawców usług płatniczych pozostają poza naszą kontrolą.</li>
    </ul>
    <p>Niniejsza deklaracja opiera się na samoocenie i jest weryfikowana co najmniej raz w roku.</p>
    <h2>Uwagi i kontakt</h2>
    <p>Jeśli napotkasz barierę lub potrzebujesz informacji w innym formacie, napisz na adres ${f.supportEmail} lub zadzwoń pod numer ${f.supportPhone}. Odpowiadamy w ciągu dwóch tygodni.</p>
    <h2>Organ nadzoru</h2>
    <p>Jeśli uważasz, że nasza usługa nie spełnia wymagań dostępności, możesz zwrócić się do organu nadzoru rynku właściwego w Twoim kraju w zakresie dostępności usług.</p>`,
  );

export const pl: LegalTexts = {
  management: 'zarząd',
  pages: [imprintPl, termsPl, withdrawalPl, privacyPl, cookiesPl, accessibilityPl],
};
