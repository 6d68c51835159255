/**
 * Spanish legal texts, translated from the English ones (en.ts) with the same sections, facts and EU
 * references and the usual Spanish terms (Aviso legal, Condiciones generales, Derecho de
 * desistimiento, Política de privacidad, RGPD, bonos polivalentes); the withdrawal page follows the
 * official Spanish wording of Directive 2011/83/EU, Annex I, in the tú-form of the storefront. One text
 * serves Spain and Mexico: words both use (carrito, gastos, correo electrónico, completar). Like the
 * English texts they name no national law or authority. Labels quoted from the site are those of the
 * Spanish catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Nombre', 'Categoría', 'Proveedor', 'Finalidad', 'Duración'],
  categories: { necessary: 'Necesarias', statistics: 'Estadísticas', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Mantiene tu sesión: carrito, inicio de sesión en tu cuenta y proceso de compra; protege frente a abusos.', lifetime: '90 días' },
    cookie_consent: { purpose: 'Guarda tu elección en la configuración de cookies para no volver a preguntarte en cada visita.', lifetime: '12 meses' },
    shop_rollout: { purpose: 'Mientras se introduce de forma gradual una nueva versión del sitio, te mantiene en una de las dos versiones para que no cambie de una página a otra. Solo contiene un número aleatorio.', lifetime: '180 días' },
    _ga: { purpose: 'Google Analytics: distingue a los visitantes mediante un identificador aleatorio para que podamos analizar cómo se usa el sitio.', lifetime: '2 años' },
    '_ga_*': { purpose: 'Google Analytics: guarda el estado de la sesión actual (páginas vistas, duración).', lifetime: '2 años' },
    _gcl_au: { purpose: 'Google Ads: vincula un pedido con el anuncio a través del cual llegaste a nosotros (medición de conversiones).', lifetime: '90 días' },
    'shop.tracking.clickId': { purpose: 'Almacenamiento local (no es una cookie): recuerda el identificador de clic de un anuncio (gclid) para poder atribuirle el pedido.', lifetime: '90 días' },
  },
};

function registerEs(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registro: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Número de registro: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Datos registrales</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintEs: Builder = (f) =>
  page(
    'imprint',
    'Aviso legal',
    `<h2>Datos de la empresa</h2>
    ${f.address}
    <p><strong>Forma jurídica:</strong> ${f.legalForm}<br>
    <strong>Representada por:</strong> ${f.representatives}</p>
    <h2>Contacto</h2>
    <p>Correo electrónico: ${f.supportEmail}<br>
    Teléfono: ${f.supportPhone}<br>
    Consultas de empresas: ${f.businessEmail}</p>
    ${registerEs(f)}
    <h2>IVA</h2>
    <p>Número de identificación a efectos del IVA: ${f.vatNumber}</p>
    <h2>Responsable del contenido</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Resolución de litigios de consumo</h2>
    <p>No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo. Si tienes alguna pregunta o reclamación, ponte en contacto con nuestro servicio de atención al cliente en ${f.supportEmail}.</p>
    <h2>Contenidos y enlaces</h2>
    <p>Elaboramos el contenido de este sitio web con el máximo cuidado, pero no podemos garantizar que esté completo y actualizado en todo momento; la información sobre los comercios adheridos procede en parte de los propios comercios. No somos responsables del contenido de los sitios web externos a los que enlazamos. Los nombres y logotipos de los comercios son marcas de sus titulares y se utilizan únicamente para indicar dónde se puede usar una tarjeta de regalo.</p>`,
  );

const termsEs: Builder = (f) =>
  page(
    'terms',
    'Condiciones generales',
    `<h2>1. Ámbito de aplicación y vendedor</h2>
    <p>Estas condiciones se aplican a todos los pedidos realizados en la tienda online ${f.storefrontName} en ${f.site}. El vendedor es ${f.addressLine} (correo electrónico: ${f.supportEmail}, teléfono: ${f.supportPhone}). Las condiciones distintas del cliente solo se aplican si las aceptamos por escrito. Las normas imperativas de protección de los consumidores del país en el que resides no se ven afectadas.</p>
    <h2>2. Tarjetas de regalo</h2>
    <p>Vendemos tarjetas de regalo multiuso (bonos polivalentes). Una tarjeta de regalo da derecho a su titular a gastar su saldo, total o parcialmente, en los comercios adheridos indicados para esa tarjeta en nuestro sitio web. Las tarjetas de regalo están disponibles como <strong>tarjeta de regalo digital</strong>, enviada por correo electrónico con el número de tarjeta y el PIN o un código, y como <strong>tarjeta de regalo física</strong>, enviada por correo postal. La descripción del producto en el momento de tu pedido indica los comercios adheridos, los importes disponibles y las posibles condiciones especiales de uso.</p>
    <h2>3. Celebración del contrato</h2>
    <p>La presentación de las tarjetas de regalo en la tienda no constituye una oferta vinculante. Al hacer clic en el botón “Realizar pedido y pagar” haces una oferta vinculante de compra de los artículos de tu carrito; antes puedes revisar y corregir todos los datos indicados. Confirmamos la recepción de tu pedido por correo electrónico. El contrato se celebra cuando aceptamos tu pedido mediante una confirmación de pedido o con el envío de la tarjeta de regalo. Guardamos el texto del contrato y te enviamos los datos del pedido y estas condiciones junto con la confirmación del pedido.</p>
    <h2>4. Precios y pago</h2>
    <p>El precio de una tarjeta de regalo equivale a su valor. Como las tarjetas de regalo son bonos polivalentes, su venta no está sujeta a IVA; el IVA se devenga cuando se usa la tarjeta. Los gastos de envío y los servicios opcionales se muestran en el carrito, IVA incluido, antes de realizar el pedido. Puedes pagar con los métodos de pago que se ofrecen al finalizar la compra. Las tarjetas de regalo solo se activan una vez recibido el pago. Podemos rechazar un pedido si existe una sospecha fundada de fraude y, en ese caso, reembolsamos de inmediato cualquier pago.</p>
    <h2>5. Entrega</h2>
    <p>Las tarjetas de regalo digitales se envían a la dirección de correo electrónico indicada al finalizar la compra, normalmente a los pocos minutos del pago y, como máximo, en 24 horas si es necesaria una comprobación de seguridad, o en la fecha de entrega que hayas elegido. Las tarjetas de regalo físicas se envían por correo postal, normalmente en un plazo de 1 a 3 días hábiles desde el pago, dentro del país de la tienda. Por motivos de seguridad, las tarjetas físicas pueden enviarse inactivas; en ese caso, deben activarse en nuestro sitio web como se indica en la carta que las acompaña.</p>
    <h2>6. Validez</h2>
    <p>Las tarjetas de regalo son válidas durante al menos tres años a partir del final del año en que se compraron, salvo que en la tarjeta o en la descripción del producto se indique un plazo más largo o que lo exija la ley de tu país.</p>
    <h2>7. Uso, consulta de saldo y canje</h2>
    <p>Las tarjetas de regalo se usan en los comercios adheridos según sus condiciones de uso, en tienda o en línea, en una o varias operaciones; el saldo restante sigue siendo válido hasta que caduque la tarjeta. Puedes consultar gratis el saldo y la validez en nuestro sitio web, en “Consultar saldo”. Cuando el sitio web lo ofrezca, puedes canjear todo el saldo restante por una tarjeta de regalo de otro comercio indicado allí; la tarjeta original deja entonces de ser válida.</p>
    <h2>8. Sin reembolso en efectivo</h2>
    <p>El saldo de una tarjeta de regalo no se reembolsa en efectivo, no genera intereses y no puede transferirse a una cuenta bancaria. Los derechos legales de reembolso, en particular tras un desistimiento, no se ven afectados.</p>
    <h2>9. Pérdida, robo y uso indebido</h2>
    <p>Cualquier persona que conozca el número de la tarjeta y el PIN puede gastar el saldo, así que guárdalos en un lugar seguro. Comunica sin demora la pérdida o el robo de una tarjeta a ${f.supportEmail} o al ${f.supportPhone}. Si puedes acreditar la compra, bloqueamos el saldo aún no gastado y emitimos gratuitamente una tarjeta de sustitución. No respondemos del saldo gastado antes del bloqueo de la tarjeta, salvo que nos sea imputable.</p>
    <h2>10. Derecho de desistimiento</h2>
    <p>Los consumidores tienen un derecho de desistimiento legal; consulta nuestra página Derecho de desistimiento, que incluye el modelo de formulario de desistimiento. También puedes desistir con el botón “Desistir del contrato” en el pie de página de nuestro sitio web.</p>
    <h2>11. Responsabilidad</h2>
    <p>Se aplican las garantías legales. Respondemos de forma ilimitada en caso de dolo y negligencia grave, de daños a la vida, la integridad física o la salud, y conforme a la normativa sobre responsabilidad por productos defectuosos. En caso de negligencia leve, solo respondemos por el incumplimiento de obligaciones contractuales esenciales y de forma limitada al daño previsible y típico del contrato. El comercio adherido es el único responsable de los bienes y servicios que compres con una tarjeta de regalo.</p>
    <h2>12. Ley aplicable y litigios</h2>
    <p>Se aplica la ley del país en el que tenemos nuestro domicilio social, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías; si eres consumidor, esta elección de ley no te priva de la protección que te otorgan las disposiciones imperativas de la ley del país en el que tengas tu residencia habitual. No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo. Si alguna disposición de estas condiciones fuera inválida, las demás disposiciones seguirán en vigor.</p>`,
  );

const withdrawalEs: Builder = (f) =>
  page(
    'withdrawal',
    'Derecho de desistimiento',
    `<h2>Derecho de desistimiento</h2>
    <p>Tienes derecho a desistir del presente contrato en un plazo de 14 días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los 14 días naturales</p>
    <ul>
    <li>del día de la celebración del contrato, para las tarjetas de regalo digitales (contenido digital que no se suministra en un soporte material);</li>
    <li>del día en que tú o un tercero indicado por ti, distinto del transportista, adquiera la posesión material de los bienes, para las tarjetas de regalo físicas; si has pedido varias tarjetas de regalo físicas en un mismo pedido y se entregan por separado, del día en que tú o ese tercero adquiera la posesión material de la última tarjeta.</li>
    </ul>
    <p>Para ejercer el derecho de desistimiento, deberás notificarnos (${f.addressLine}, correo electrónico: ${f.supportEmail}, teléfono: ${f.supportPhone}) tu decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Podrás utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. También puedes utilizar el botón <strong>“Desistir del contrato”</strong> en el pie de página de nuestro sitio web; te confirmaremos sin demora por correo electrónico la recepción de tu desistimiento.</p>
    <p>Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por tu parte de este derecho sea enviada antes de que venza el plazo correspondiente.</p>
    <h2>Consecuencias del desistimiento</h2>
    <p>En caso de desistimiento por tu parte, te devolveremos todos los pagos recibidos de ti, incluidos los gastos de entrega (con la excepción de los gastos adicionales resultantes de la elección por tu parte de una modalidad de entrega diferente a la modalidad menos costosa de entrega ordinaria que ofrezcamos), sin ninguna demora indebida y, en todo caso, a más tardar 14 días naturales a partir de la fecha en la que se nos informe de tu decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por ti para la transacción inicial, a no ser que hayas dispuesto expresamente lo contrario; en todo caso, no incurrirás en ningún gasto como consecuencia del reembolso. El saldo de las tarjetas de regalo afectadas se bloquea en cuanto recibimos tu desistimiento.</p>
    <p>En el caso de las tarjetas de regalo físicas, podremos retener el reembolso hasta haber recibido los bienes o hasta que hayas presentado una prueba de su devolución, según qué condición se cumpla primero. Deberás devolver los bienes a ${f.addressLine} sin ninguna demora indebida y, en cualquier caso, a más tardar en el plazo de 14 días naturales a partir de la fecha en que nos comuniques tu decisión de desistir del contrato. Se considerará cumplido el plazo si efectúas la devolución de los bienes antes de que haya concluido el plazo de 14 días. Asumiremos los gastos de devolución de los bienes. Solo serás responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer la naturaleza, las características y el funcionamiento de los bienes.</p>
    <h2>Extinción anticipada</h2>
    <p>En el caso de las tarjetas de regalo digitales, el derecho de desistimiento se extingue en cuanto hayamos comenzado la ejecución, si has dado tu consentimiento expreso para que la ejecución comience antes de que finalice el plazo de desistimiento, has reconocido que con ello pierdes tu derecho de desistimiento y has recibido nuestra confirmación en un soporte duradero. Te pedimos este consentimiento al finalizar la compra; si no lo das, tu derecho de desistimiento se mantiene hasta que finalice el plazo de desistimiento.</p>
    <h2>Modelo de formulario de desistimiento</h2>
    <p><em>(Solo debes completar y enviar el presente formulario si deseas desistir del contrato.)</em></p>
    <ul>
    <li>A la atención de ${f.addressLine}, correo electrónico: ${f.supportEmail}</li>
    <li>Por la presente yo/nosotros (*) le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*)/de suministro del siguiente contenido digital (*)</li>
    <li>Pedido el (*)/recibido el (*)</li>
    <li>Nombre del consumidor o de los consumidores</li>
    <li>Domicilio del consumidor o de los consumidores</li>
    <li>Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)</li>
    <li>Fecha</li>
    </ul>
    <p>(*) Táchese lo que no proceda.</p>`,
  );

const privacyEs: Builder = (f) =>
  page(
    'privacy',
    'Política de privacidad',
    `<p>Esta política explica qué datos personales tratamos cuando visitas ${f.storefrontName}, compras tarjetas de regalo, consultas un saldo o canjeas una tarjeta, y qué derechos tienes en virtud del Reglamento General de Protección de Datos (RGPD) y de leyes de protección de datos comparables.</p>
    <h2>1. Responsable del tratamiento y contacto</h2>
    ${f.address}
    <p>Correo electrónico: ${f.supportEmail}<br>Teléfono: ${f.supportPhone}</p>
    <p>Puedes contactar con nuestro delegado de protección de datos en ${f.dataProtectionEmail}.</p>
    <h2>2. Finalidades y bases jurídicas</h2>
    <ul>
    <li><strong>Pedidos y entrega</strong> (nombre, direcciones, correo electrónico, datos del destinatario, dedicatoria, datos del pedido y del pago): ejecución del contrato, art. 6.1.b) RGPD.</li>
    <li><strong>Cuenta de cliente, consulta de saldo y canje</strong> (datos de acceso, número de tarjeta, PIN, saldo, transacciones, dirección IP): art. 6.1.b) RGPD.</li>
    <li><strong>Contabilidad y obligaciones fiscales</strong>: obligación legal, art. 6.1.c) RGPD.</li>
    <li><strong>Prevención del fraude y seguridad informática</strong> (datos del pedido, del dispositivo y de la conexión; registros del servidor conservados durante 7 días): interés legítimo, art. 6.1.f) RGPD. No se toman decisiones basadas únicamente en un tratamiento automatizado (art. 22 RGPD).</li>
    <li><strong>Boletín, estadísticas y medición publicitaria</strong>: consentimiento, art. 6.1.a) RGPD, que puedes retirar en cualquier momento.</li>
    </ul>
    <h2>3. Proveedores de pago</h2>
    <p>Los pagos los procesan proveedores de servicios de pago que actúan como responsables independientes del tratamiento, en particular Adyen N.V., Ámsterdam, Países Bajos (tarjetas y métodos de pago locales) y PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburgo. Los datos de la tarjeta nunca llegan a nuestros servidores.</p>
    <h2>4. Destinatarios y transferencias</h2>
    <p>Solo comunicamos datos cuando es necesario: a encargados del tratamiento vinculados por contratos de encargo del tratamiento (alojamiento en la UE, envío de correos electrónicos, software de atención al cliente), a servicios postales para las tarjetas físicas, a los comercios adheridos (solo número de tarjeta y saldo) y a las autoridades cuando lo exija la ley. Google puede transferir datos a Estados Unidos; Google LLC está certificada conforme al Marco de Privacidad de Datos UE-EE. UU. (EU-US Data Privacy Framework) y, además, se aplican cláusulas contractuales tipo.</p>
    <h2>5. Conservación</h2>
    <p>Los datos de pedidos, facturas y contabilidad se conservan durante el plazo exigido por la normativa mercantil y fiscal (hasta 10 años); los datos de tarjetas de regalo y saldos, hasta que caduque la tarjeta y finalice cualquier plazo de prescripción; los datos de la cuenta, hasta que elimines tu cuenta; las consultas a atención al cliente, durante 3 años; las cookies, según se indica en la política de cookies.</p>
    <h2>6. Tus derechos</h2>
    <p>Tienes derecho de acceso (art. 15 RGPD), rectificación (art. 16), supresión (art. 17), limitación del tratamiento (art. 18), portabilidad de los datos (art. 20) y oposición (art. 21), en particular y en cualquier momento al marketing directo. Envía tu solicitud a ${f.dataProtectionEmail}. También tienes derecho a presentar una reclamación ante una autoridad de control, en particular en el país en el que vivas o trabajes.</p>
    <h2>7. Cookies</h2>
    <p>Usamos cookies necesarias y, solo con tu consentimiento, cookies de estadísticas y de marketing. Encontrarás los detalles en nuestra política de cookies; puedes cambiar tu elección en cualquier momento mediante el enlace “Configuración de cookies” del pie de página.</p>`,
  );

const cookiesEs: Builder = (f) =>
  page(
    'cookies',
    'Política de cookies',
    `<p>Las cookies son pequeños archivos de texto que tu navegador guarda cuando visitas ${f.storefrontName}; el almacenamiento local del navegador funciona de forma similar. Las cookies necesarias las instalamos sin consentimiento. Todas las demás cookies solo se instalan después de que las hayas aceptado en la configuración de cookies.</p>
    <h2>Categorías</h2>
    <ul>
    <li><strong>Necesarias:</strong> imprescindibles para el carrito, el inicio de sesión, el proceso de compra y la seguridad. No se pueden desactivar.</li>
    <li><strong>Estadísticas:</strong> nos ayudan a entender cómo se usa el sitio web para poder mejorarlo. Solo con tu consentimiento.</li>
    <li><strong>Marketing:</strong> miden los resultados de nuestra publicidad. Solo con tu consentimiento.</li>
    </ul>
    <h2>Cookies que utilizamos</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Cambiar o retirar tu elección</h2>
    <p>Puedes cambiar tu elección en cualquier momento mediante el enlace <strong>“Configuración de cookies”</strong> del pie de cada página; la retirada surte efecto para el futuro. También puedes eliminar o bloquear las cookies en la configuración de tu navegador; si bloqueas las cookies necesarias, el carrito y el proceso de compra dejarán de funcionar.</p>
    <p>¿Tienes preguntas? Escribe a ${f.dataProtectionEmail}. Encontrarás más información en nuestra política de privacidad.</p>`,
  );

const accessibilityEs: Builder = (f) =>
  page(
    'accessibility',
    'Declaración de accesibilidad',
    `<p>${f.legalName} quiere que todas las personas puedan usar ${f.storefrontName} (${f.site}) sin barreras. Esta declaración describe el servicio y cómo cumple los requisitos de accesibilidad del Acta Europea de Accesibilidad (Directiva (UE) 2019/882).</p>
    <h2>El servicio</h2>
    <p>${f.storefrontName} es una tienda online de tarjetas de regalo. Puedes buscar y comparar tarjetas de regalo, elegir importe, diseño y dedicatoria, pedir una tarjeta por correo electrónico o por correo postal y pagarla, consultar un saldo, activar y canjear tarjetas, usar una cuenta de cliente con pedidos y facturas, y contactar con atención al cliente. El proceso de compra consta de pasos claramente identificados y, antes de realizar el pedido, puedes volver atrás y modificar tus datos en cualquier momento.</p>
    <h2>Cómo cumplimos los requisitos</h2>
    <p>El sitio web sigue la norma EN 301 549 y las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA:</p>
    <ul>
    <li><strong>Teclado:</strong> todas las funciones, incluidos menús, cuadros de diálogo y proceso de compra, pueden usarse solo con el teclado, con un indicador de foco visible.</li>
    <li><strong>Lectores de pantalla:</strong> las páginas usan encabezados, puntos de referencia y listas; las imágenes tienen alternativas textuales y los controles, nombres claros. Hacemos pruebas con NVDA, JAWS, VoiceOver y TalkBack.</li>
    <li><strong>Contraste y visualización:</strong> el texto tiene una relación de contraste de al menos 4,5:1; las páginas pueden ampliarse al 200 % y funcionan a partir de 320 píxeles CSS de ancho sin desplazamiento horizontal.</li>
    <li><strong>Formularios:</strong> cada campo tiene una etiqueta; los errores se describen con texto, se muestran junto al campo y se anuncian.</li>
    <li><strong>Controles de seguridad:</strong> una comprobación invisible en segundo plano en lugar de un rompecabezas de imágenes.</li>
    </ul>
    <h2>Limitaciones conocidas</h2>
    <ul>
    <li>Algunos logotipos de comercios y diseños de tarjetas solo tienen alternativas textuales breves.</li>
    <li>Las facturas en PDF aún no están completamente etiquetadas (PDF/UA); si lo solicitas, te enviaremos una versión accesible.</li>
    <li>Las páginas de pago y las comprobaciones 3-D Secure de los proveedores de pago externos están fuera de nuestro control.</li>
    </ul>
    <p>Esta declaración se basa en una autoevaluación y se revisa al menos una vez al año.</p>
    <h2>Comentarios y contacto</h2>
    <p>Si encuentras alguna barrera o necesitas información en otro formato, escribe a ${f.supportEmail} o llama al ${f.supportPhone}. Respondemos en un plazo de dos semanas.</p>
    <h2>Procedimiento de aplicación</h2>
    <p>Si consideras que nuestro servicio no cumple los requisitos de accesibilidad, puedes dirigirte a la autoridad de vigilancia del mercado responsable de la accesibilidad de los servicios en tu país.</p>`,
  );

export const es: LegalTexts = {
  management: 'el consejo de administración',
  pages: [imprintEs, termsEs, withdrawalEs, privacyEs, cookiesEs, accessibilityEs],
};
