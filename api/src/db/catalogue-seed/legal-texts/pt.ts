/**
 * Portuguese legal texts, translated from the English ones (en.ts) with the same sections, facts and
 * EU references and the usual Portuguese terms (Informações legais, Termos e condições, Direito de
 * livre resolução, Política de privacidade, RGPD, vales de finalidade múltipla); the withdrawal page
 * follows the official Portuguese wording of Directive 2011/83/EU, Annex I. Like the English texts they
 * name no national law or authority.
 *
 * One language serves Portugal and Brazil, and the legal pages know their country: the text addresses
 * the reader without "você" or "tu" (third person, impersonal phrasing, as the UI catalogue does), and
 * where the two countries spell or name a thing differently (contacto/contato, registo/registro,
 * ecrã/tela, ficheiros/arquivos…) a Brazilian storefront gets Brazil's word. Labels quoted from the
 * site are those of the Portuguese catalogues (footer, header).
 */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

/** Portugal's word, or Brazil's for a Brazilian company. */
function wordsOf(f: SafeFacts): (portugal: string, brazil: string) => string {
  return (portugal, brazil) => (f.countryCode === 'BR' ? brazil : portugal);
}

const COOKIE_TEXTS: CookieTexts = {
  head: ['Nome', 'Categoria', 'Fornecedor', 'Finalidade', 'Duração'],
  categories: { necessary: 'Necessários', statistics: 'Estatísticas', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Mantém a sessão ativa: carrinho, autenticação na conta e finalização da compra; protege contra abusos.', lifetime: '90 dias' },
    cookie_consent: { purpose: 'Guarda a escolha feita nas preferências de cookies, para não voltarmos a perguntar em cada visita.', lifetime: '12 meses' },
    shop_rollout: { purpose: 'Durante a introdução gradual de uma nova versão do site, garante que o visitante vê sempre a mesma das duas versões, de página para página. Contém apenas um número aleatório.', lifetime: '180 dias' },
    _ga: { purpose: 'Google Analytics: distingue os visitantes através de um identificador aleatório, para podermos analisar a utilização do site.', lifetime: '2 anos' },
    '_ga_*': { purpose: 'Google Analytics: guarda o estado da sessão atual (páginas visualizadas, duração).', lifetime: '2 anos' },
    _gcl_au: { purpose: 'Google Ads: associa um pedido ao anúncio que originou a visita (medição de conversões).', lifetime: '90 dias' },
    'shop.tracking.clickId': { purpose: 'Armazenamento local (não é um cookie): memoriza o identificador de clique de um anúncio (gclid), para que o pedido possa ser atribuído a esse anúncio.', lifetime: '90 dias' },
  },
};

function registerPt(f: SafeFacts): string {
  const w = wordsOf(f);
  const lines = [
    f.registerCourt === null ? null : `${w('Registo', 'Registro')}: ${f.registerCourt}`,
    f.registerNumber === null ? null : `${w('Número de registo', 'Número de registro')}: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>${w('Registo comercial', 'Registro comercial')}</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintPt: Builder = (f) => {
  const w = wordsOf(f);
  return page(
    'imprint',
    'Informações legais',
    `<h2>Dados da empresa</h2>
    ${f.address}
    <p><strong>Forma jurídica:</strong> ${f.legalForm}<br>
    <strong>Representada por:</strong> ${f.representatives}</p>
    <h2>${w('Contactos', 'Contato')}</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Telefone: ${f.supportPhone}<br>
    Clientes empresariais: ${f.businessEmail}</p>
    ${registerPt(f)}
    <h2>IVA</h2>
    <p>Número de identificação para efeitos de IVA: ${f.vatNumber}</p>
    <h2>Responsável pelo conteúdo</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Resolução de litígios de consumo</h2>
    <p>Não estamos dispostos nem somos obrigados a participar em procedimentos de resolução de litígios perante uma entidade de resolução alternativa de litígios de consumo. Em caso de dúvida ou reclamação, ${w('contacte', 'entre em contato com')} o nosso atendimento ao cliente através de ${f.supportEmail}.</p>
    <h2>Conteúdos e links</h2>
    <p>Elaboramos os conteúdos deste site com o máximo cuidado, mas não podemos garantir que estejam sempre completos e atualizados; as informações sobre os parceiros participantes são, em parte, fornecidas pelos próprios parceiros. Não somos responsáveis pelo conteúdo dos sites externos para os quais remetemos. Os nomes e ${w('logótipos', 'logotipos')} dos parceiros são marcas dos seus titulares e são utilizados apenas para indicar onde um cartão-presente pode ser utilizado.</p>`,
  );
};

const termsPt: Builder = (f) => {
  const w = wordsOf(f);
  return page(
    'terms',
    'Termos e condições',
    `<h2>1. Âmbito e vendedor</h2>
    <p>Estes termos valem para todos os pedidos efetuados na loja online ${f.storefrontName}, em ${f.site}. O vendedor é ${f.addressLine} (e-mail: ${f.supportEmail}, telefone: ${f.supportPhone}). Condições diferentes do cliente só valem se as aceitarmos por escrito. As normas imperativas de proteção do consumidor do país de residência do cliente não são afetadas.</p>
    <h2>2. Cartões-presente</h2>
    <p>Vendemos cartões-presente multiuso (vales de finalidade múltipla). Um cartão-presente permite ao seu portador gastar o saldo, total ou parcialmente, nos parceiros participantes indicados para esse cartão no nosso site. Os cartões-presente estão disponíveis como <strong>cartão-presente digital</strong>, enviado por e-mail com o número do cartão e o PIN ou um código, e como <strong>cartão-presente físico</strong>, enviado por correio. A descrição do produto no momento do pedido indica os parceiros participantes, os valores disponíveis e eventuais condições especiais de utilização.</p>
    <h2>3. Celebração do contrato</h2>
    <p>A apresentação dos cartões-presente na loja não constitui uma oferta ${w('vinculativa', 'vinculante')}. Ao clicar no botão “Finalizar pedido e pagar”, o cliente faz uma proposta ${w('vinculativa', 'vinculante')} de compra dos artigos do carrinho; antes disso, pode rever e corrigir todos os dados inseridos. Confirmamos ${w('a receção', 'o recebimento')} do pedido por e-mail. O contrato é celebrado quando aceitamos o pedido através de uma confirmação de pedido ou com o envio do cartão-presente. Guardamos o texto do contrato e enviamos ao cliente os dados do pedido e estes termos juntamente com a confirmação do pedido.</p>
    <h2>4. Preços e pagamento</h2>
    <p>O preço de um cartão-presente corresponde ao seu valor. Sendo os cartões-presente vales de finalidade múltipla, a sua venda não está sujeita a IVA; o IVA é devido quando o cartão é utilizado. ${w('Os portes de envio', 'O frete')} e os serviços opcionais são apresentados no carrinho, com IVA incluído, antes do pedido. O pagamento pode ser feito com os meios de pagamento disponibilizados na finalização da compra. Os cartões-presente só são ativados depois de recebido o pagamento. Podemos recusar um pedido em caso de suspeita fundamentada de fraude, reembolsando então de imediato qualquer pagamento.</p>
    <h2>5. Entrega</h2>
    <p>Os cartões-presente digitais são enviados para o endereço de e-mail indicado na finalização da compra, normalmente poucos minutos após o pagamento e, no máximo, em 24 horas se for necessária uma verificação de segurança, ou na data de entrega escolhida. Os cartões-presente físicos são enviados por correio, normalmente no prazo de 1 a 3 dias úteis após o pagamento, dentro do país da loja. Por motivos de segurança, os cartões físicos podem ser enviados inativos; nesse caso, devem ser ativados no nosso site, conforme descrito na carta que os acompanha.</p>
    <h2>6. Validade</h2>
    <p>Os cartões-presente são válidos durante pelo menos três anos a contar do fim do ano em que foram comprados, salvo se for indicado um prazo mais longo no cartão ou na descrição do produto, ou se a lei do país do cliente o exigir.</p>
    <h2>7. Utilização, consulta de saldo e troca</h2>
    <p>Os cartões-presente são utilizados nos parceiros participantes de acordo com as condições de utilização de cada parceiro, na loja física ou online, de uma só vez ou em várias transações; o eventual saldo restante continua válido enquanto o cartão for válido. O saldo e a validade podem ser consultados gratuitamente no nosso site, em “Consultar saldo”. Quando o site o permitir, é possível trocar todo o saldo restante por um cartão-presente de outro parceiro indicado no site; o cartão original deixa então de ser válido.</p>
    <h2>8. Sem reembolso em dinheiro</h2>
    <p>O saldo de um cartão-presente não é reembolsado em dinheiro, não rende juros e não pode ser transferido para uma conta bancária. Os direitos legais a reembolso, em especial após o exercício do direito de livre resolução, não são afetados.</p>
    <h2>9. Perda, roubo e utilização indevida</h2>
    <p>Quem conhecer o número do cartão e o PIN pode gastar o saldo; por isso, estes dados devem ser guardados em local seguro. A perda ou o roubo de um cartão deve ser comunicado sem demora para ${f.supportEmail} ou pelo ${f.supportPhone}. Se a compra puder ser comprovada, bloqueamos o saldo ainda não gasto e emitimos gratuitamente um cartão de substituição. Não somos responsáveis pelo saldo gasto antes do bloqueio do cartão, salvo se isso nos for imputável.</p>
    <h2>10. Direito de livre resolução</h2>
    <p>Os consumidores têm um direito legal de livre resolução; ver a nossa página Direito de livre resolução, que inclui o modelo de formulário de livre resolução. A livre resolução também pode ser exercida através do botão “Livre resolução do contrato” no rodapé do nosso site.</p>
    <h2>11. Responsabilidade</h2>
    <p>Valem as garantias legais. Respondemos sem limitação em caso de dolo e negligência grave, de danos à vida, à integridade física ou à saúde e nos termos da legislação sobre responsabilidade por produtos defeituosos. Em caso de negligência leve, só respondemos pela violação de obrigações contratuais essenciais, limitados ao dano previsível e típico do contrato. O parceiro participante é o único responsável pelos bens e serviços adquiridos com um cartão-presente.</p>
    <h2>12. Lei aplicável e litígios</h2>
    <p>É aplicável a lei do país onde temos a nossa sede, com exclusão da Convenção das Nações Unidas sobre os Contratos de Compra e Venda Internacional de Mercadorias; no caso dos consumidores, esta escolha de lei não os priva da proteção que lhes é conferida pelas disposições imperativas da lei do país da sua residência habitual. Não estamos dispostos nem somos obrigados a participar em procedimentos de resolução de litígios perante uma entidade de resolução alternativa de litígios de consumo. Se alguma disposição destes termos for inválida, as restantes disposições continuam em vigor.</p>`,
  );
};

const withdrawalPt: Builder = (f) => {
  const w = wordsOf(f);
  return page(
    'withdrawal',
    'Direito de livre resolução',
    `<h2>Direito de livre resolução</h2>
    <p>Tem o direito de resolver o presente contrato${w('', ' (direito de arrependimento)')} no prazo de 14 dias, sem necessidade de indicar qualquer motivo. O prazo de livre resolução expira 14 dias a contar</p>
    <ul>
    <li>do dia da celebração do contrato, no caso dos cartões-presente digitais (conteúdos digitais que não são fornecidos num suporte material);</li>
    <li>do dia em que o consumidor, ou um terceiro por ele indicado que não seja o transportador, adquira a posse física dos bens, no caso dos cartões-presente físicos; se tiverem sido encomendados vários cartões-presente físicos num único pedido e forem entregues separadamente, do dia em que o consumidor ou esse terceiro adquira a posse física do último cartão.</li>
    </ul>
    <p>A fim de exercer o direito de livre resolução, tem de nos comunicar (${f.addressLine}, e-mail: ${f.supportEmail}, telefone: ${f.supportPhone}) a sua decisão de resolver o presente contrato por meio de uma declaração inequívoca (por exemplo, carta enviada pelo correio ou e-mail). Pode utilizar o modelo de formulário de livre resolução apresentado abaixo, mas tal não é obrigatório. Também pode utilizar o botão <strong>“Livre resolução do contrato”</strong> no rodapé do nosso site; confirmaremos sem demora, por e-mail, ${w('a receção', 'o recebimento')} da sua declaração.</p>
    <p>Para que o prazo de livre resolução seja respeitado, basta que a sua comunicação referente ao exercício do direito de livre resolução seja enviada antes do termo do prazo.</p>
    <h2>Efeitos da livre resolução</h2>
    <p>Em caso de resolução do presente contrato, reembolsaremos todos os pagamentos recebidos, incluindo os custos de entrega (com exceção dos custos suplementares resultantes da escolha de uma modalidade de envio diferente da modalidade menos onerosa de entrega normal por nós oferecida), sem demora injustificada e, em qualquer caso, o mais tardar 14 dias a contar da data em que formos informados da decisão de resolução do presente contrato. Efetuamos esses reembolsos usando o mesmo meio de pagamento usado na transação inicial, salvo acordo expresso em contrário; em qualquer caso, o reembolso não implica quaisquer custos para o consumidor. O saldo dos cartões-presente em causa é bloqueado quando recebemos a declaração de livre resolução.</p>
    <p>No caso dos cartões-presente físicos, podemos reter o reembolso até termos recebido os bens de volta ou até ser apresentada prova do envio dos bens, consoante o que ocorrer primeiro. Os bens devem ser devolvidos para ${f.addressLine} sem demora injustificada e, em qualquer caso, o mais tardar 14 dias a contar do dia em que nos for comunicada a resolução do presente contrato. Considera-se que o prazo é respeitado se os bens forem devolvidos antes do termo do prazo de 14 dias. Suportamos os custos de devolução dos bens. O consumidor só é responsável pela depreciação dos bens que decorra de uma manipulação que exceda o necessário para verificar a natureza, as características e o funcionamento dos bens.</p>
    <h2>Extinção antecipada</h2>
    <p>No caso dos cartões-presente digitais, o direito de livre resolução ${w('extingue-se', 'se extingue')} logo que tenhamos iniciado a execução do contrato, se o consumidor tiver dado o seu consentimento expresso para que a execução comece antes do fim do prazo de livre resolução, tiver reconhecido que assim perde o direito de livre resolução e tiver recebido a nossa confirmação num suporte duradouro. Pedimos este consentimento na finalização da compra; se não for dado, o direito de livre resolução ${w('mantém-se até ao fim', 'se mantém até o fim')} do prazo.</p>
    <h2>Modelo de formulário de livre resolução</h2>
    <p><em>(Só deve preencher e devolver o presente formulário se quiser resolver o contrato.)</em></p>
    <ul>
    <li>Para ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Por este meio, comunico/comunicamos (*) que resolvo/resolvemos (*) o meu/nosso (*) contrato de venda do seguinte bem (*)/de fornecimento do seguinte conteúdo digital (*)</li>
    <li>Solicitado em (*)/recebido em (*)</li>
    <li>Nome do(s) consumidor(es)</li>
    <li>Endereço do(s) consumidor(es)</li>
    <li>Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)</li>
    <li>Data</li>
    </ul>
    <p>(*) Riscar o que não interessa.</p>`,
  );
};

const privacyPt: Builder = (f) => {
  const w = wordsOf(f);
  // Articles of the GDPR as each country cites them: "art. 6.º, n.º 1, alínea b)" in Portugal, "art. 6º, 1, b" in Brazil.
  const article = (n: number) => w(`art. ${n}.º`, n < 10 ? `art. ${n}º` : `art. ${n}`);
  const basis = (letter: string) => w(`art. 6.º, n.º 1, alínea ${letter}), do RGPD`, `art. 6º, 1, ${letter}, do RGPD`);
  return page(
    'privacy',
    'Política de privacidade',
    `<p>Esta política explica que dados pessoais tratamos quando alguém visita ${f.storefrontName}, compra cartões-presente, consulta um saldo ou troca um cartão, e que direitos assistem aos titulares dos dados ${w('ao abrigo do', 'nos termos do')} Regulamento Geral sobre a Proteção de Dados (RGPD) e de legislação de proteção de dados equivalente.</p>
    <h2>1. Responsável pelo tratamento e ${w('contactos', 'contato')}</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefone: ${f.supportPhone}</p>
    <p>O nosso encarregado da proteção de dados pode ser ${w('contactado', 'contatado')} através de ${f.dataProtectionEmail}.</p>
    <h2>2. Finalidades e fundamentos jurídicos</h2>
    <ul>
    <li><strong>Pedidos e entrega</strong> (nome, endereços, e-mail, dados do destinatário, mensagem, dados do pedido e do pagamento): execução do contrato, ${basis('b')}.</li>
    <li><strong>Conta de cliente, consulta de saldo e troca</strong> (${w('dados de início de sessão', 'dados de login')}, número do cartão, PIN, saldo, transações, endereço IP): ${basis('b')}.</li>
    <li><strong>Contabilidade e obrigações fiscais</strong>: obrigação jurídica, ${basis('c')}.</li>
    <li><strong>Prevenção de fraude e segurança informática</strong> (dados do pedido, do dispositivo e da ${w('ligação', 'conexão')}; ${w('registos', 'registros')} do servidor conservados durante 7 dias): interesses legítimos, ${basis('f')}. Não são tomadas decisões baseadas exclusivamente no tratamento automatizado (${article(22)} do RGPD).</li>
    <li><strong>Newsletter, estatísticas e medição publicitária</strong>: consentimento, ${basis('a')}, que pode ser retirado a qualquer momento.</li>
    </ul>
    <h2>3. Prestadores de serviços de pagamento</h2>
    <p>Os pagamentos são processados por prestadores de serviços de pagamento que atuam como responsáveis pelo tratamento independentes, em especial a Adyen N.V., ${w('Amesterdão', 'Amsterdã')}, Países Baixos (cartões e meios de pagamento locais) e a PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburgo. Os dados dos cartões de pagamento nunca chegam aos nossos servidores.</p>
    <h2>4. Destinatários e transferências</h2>
    <p>Só ${w('partilhamos', 'compartilhamos')} dados quando necessário: com ${w('subcontratantes', 'operadores')} vinculados por acordos de tratamento de dados (${w('alojamento', 'hospedagem')} na UE, envio de e-mails, software de atendimento ao cliente), com serviços postais para os cartões físicos, com os parceiros participantes (apenas número do cartão e saldo) e com as autoridades quando a lei o exigir. ${w('A Google', 'O Google')} pode transferir dados para os Estados Unidos; ${w('a Google LLC está certificada', 'o Google LLC está certificado')} ${w('ao abrigo do', 'nos termos do')} Quadro de Privacidade de Dados UE-EUA (EU-US Data Privacy Framework) e aplicam-se, adicionalmente, cláusulas contratuais-tipo.</p>
    <h2>5. Conservação</h2>
    <p>Os dados de pedidos, faturas e contabilidade são conservados durante o prazo exigido pela legislação comercial e fiscal (até 10 anos); os dados dos cartões-presente e dos saldos, ${w('até ao fim', 'até o fim')} da validade do cartão e de qualquer prazo de prescrição; os dados da conta, ${w('até à eliminação', 'até a exclusão')} da conta pelo cliente; os pedidos ao atendimento ao cliente, durante 3 anos; os cookies, conforme indicado na política de cookies.</p>
    <h2>6. Direitos dos titulares</h2>
    <p>Os titulares dos dados têm direito de acesso (${article(15)} do RGPD), retificação (${article(16)}), ${w('apagamento', 'eliminação')} (${article(17)}), limitação do tratamento (${article(18)}), portabilidade dos dados (${article(20)}) e oposição (${article(21)}), em especial, a qualquer momento, ao marketing direto. Os pedidos devem ser enviados para ${f.dataProtectionEmail}. Existe ainda o direito de apresentar reclamação a uma autoridade de ${w('controlo', 'controle')}, em especial no país onde o titular vive ou trabalha.</p>
    <h2>7. Cookies</h2>
    <p>Utilizamos cookies necessários e, apenas com consentimento, cookies de estatística e de marketing. Os detalhes constam da nossa política de cookies; a escolha pode ser alterada a qualquer momento através do link “Preferências de cookies” no rodapé.</p>`,
  );
};

const cookiesPt: Builder = (f) => {
  const w = wordsOf(f);
  return page(
    'cookies',
    'Política de cookies',
    `<p>Os cookies são pequenos ${w('ficheiros', 'arquivos')} de texto que o navegador guarda quando alguém visita ${f.storefrontName}; o armazenamento local do navegador funciona de forma semelhante. Os cookies necessários são colocados sem consentimento. Todos os outros cookies só são colocados depois de ${w('aceites', 'aceitos')} nas preferências de cookies.</p>
    <h2>Categorias</h2>
    <ul>
    <li><strong>Necessários:</strong> indispensáveis para o carrinho, a autenticação, a finalização da compra e a segurança. Não podem ser desativados.</li>
    <li><strong>Estatísticas:</strong> ${w('ajudam-nos a perceber como o site é utilizado, para o podermos melhorar', 'nos ajudam a entender como o site é utilizado, para podermos melhorá-lo')}. Apenas com consentimento.</li>
    <li><strong>Marketing:</strong> medem os resultados da nossa publicidade. Apenas com consentimento.</li>
    </ul>
    <h2>Cookies que utilizamos</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Alterar ou retirar a escolha</h2>
    <p>A escolha pode ser alterada a qualquer momento através do link <strong>“Preferências de cookies”</strong> no rodapé de cada página; a retirada do consentimento produz efeitos para o futuro. Os cookies também podem ser apagados ou bloqueados nas ${w('definições', 'configurações')} do navegador; se os cookies necessários forem bloqueados, o carrinho e a finalização da compra deixam de funcionar.</p>
    <p>Dúvidas? Escreva para ${f.dataProtectionEmail}. Mais informações na nossa política de privacidade.</p>`,
  );
};

const accessibilityPt: Builder = (f) => {
  const w = wordsOf(f);
  return page(
    'accessibility',
    'Declaração de acessibilidade',
    `<p>A ${f.legalName} quer que todas as pessoas possam utilizar ${f.storefrontName} (${f.site}) sem barreiras. Esta declaração descreve o serviço e a forma como cumpre os requisitos de acessibilidade do Ato Europeu da Acessibilidade (Diretiva (UE) 2019/882).</p>
    <h2>O serviço</h2>
    <p>${f.storefrontName} é uma loja online de cartões-presente. É possível pesquisar e comparar cartões-presente, escolher o valor, o design e a mensagem, encomendar um cartão por e-mail ou por correio e pagá-lo, consultar um saldo, ativar e trocar cartões, utilizar uma conta de cliente com pedidos e faturas e falar com o atendimento ao cliente. A finalização da compra é feita em passos claramente identificados, e é possível voltar atrás e alterar os dados a qualquer momento antes de concluir o pedido.</p>
    <h2>Como cumprimos os requisitos</h2>
    <p>O site segue a norma EN 301 549 e as Diretrizes de Acessibilidade para o Conteúdo da Web (WCAG) 2.1, nível AA:</p>
    <ul>
    <li><strong>Teclado:</strong> todas as funções, incluindo menus, caixas de diálogo e finalização da compra, podem ser utilizadas apenas com o teclado, com um indicador de foco visível.</li>
    <li><strong>Leitores de ${w('ecrã', 'tela')}:</strong> as páginas utilizam títulos, pontos de referência e listas; as imagens têm alternativas em texto e os ${w('controlos', 'controles')} têm nomes claros. Testamos com NVDA, JAWS, VoiceOver e TalkBack.</li>
    <li><strong>Contraste e apresentação:</strong> o texto tem uma relação de contraste de pelo menos 4,5:1; as páginas podem ser ampliadas até 200% e funcionam a partir de 320 ${w('píxeis', 'pixels')} CSS de largura sem ${w('deslocamento', 'rolagem')} horizontal.</li>
    <li><strong>Formulários:</strong> todos os campos têm uma etiqueta; os erros são descritos em texto, apresentados junto ao campo e anunciados.</li>
    <li><strong>Verificações de segurança:</strong> uma verificação invisível em segundo plano em vez de um ${w('puzzle', 'quebra-cabeça')} de imagens.</li>
    </ul>
    <h2>Limitações conhecidas</h2>
    <ul>
    <li>Alguns ${w('logótipos', 'logotipos')} de parceiros e designs de cartões têm apenas alternativas em texto curtas.</li>
    <li>As faturas em PDF ainda não estão totalmente etiquetadas (PDF/UA); a pedido, enviamos uma versão acessível.</li>
    <li>As páginas de pagamento e as verificações 3-D Secure dos prestadores de serviços de pagamento externos estão fora do nosso ${w('controlo', 'controle')}.</li>
    </ul>
    <p>Esta declaração ${w('baseia-se numa', 'se baseia em uma')} autoavaliação e é revista pelo menos uma vez por ano.</p>
    <h2>Comentários e ${w('contactos', 'contato')}</h2>
    <p>Quem encontrar uma barreira ou precisar de informações ${w('noutro', 'em outro')} formato pode escrever para ${f.supportEmail} ou ligar para ${f.supportPhone}. Respondemos no prazo de duas semanas.</p>
    <h2>Fiscalização</h2>
    <p>Quem considerar que o nosso serviço não cumpre os requisitos de acessibilidade pode dirigir-se à autoridade de fiscalização do mercado responsável pela acessibilidade dos serviços no seu país.</p>`,
  );
};

export const pt: LegalTexts = {
  management: 'o conselho de administração',
  pages: [imprintPt, termsPt, withdrawalPt, privacyPt, cookiesPt, accessibilityPt],
};
