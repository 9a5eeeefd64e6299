/**
 * Fresh messages in Spanish, German, French, Portuguese and Italian (2026-11-27), written without reading any
 * held-out set or the assistant's examples: the core questions asked in other words. Reported apart by
 * `npm run chat:eval`.
 */
import type { EvalCase } from "./types";

/** The three systems' pages: all of them for what we do, any one for which system fits. */
const SYSTEMS = [
  "/services/revenue-growth-ai-system",
  "/services/customer-experience-ai-system",
  "/services/operational-intelligence-ai-system",
] as const;

/** The payment plans: three payments, or the monthly plan's down payment. */
const PLANS = ["$1,499", "$999"] as const;

export const languageCases: readonly EvalCase[] = [
  // Spanish
  { category: "spanish", lang: "es", q: "¿Qué inversión hace falta para arrancar con ustedes?", must: ["$3,997"] },
  {
    category: "spanish",
    lang: "es",
    q: "se puede pagar en cuotas o hay que soltar todo de golpe?",
    must: [PLANS],
  },
  {
    category: "spanish",
    lang: "es",
    q: "Y si al final no me ahorra tiempo, ¿me devuelven la plata?",
    must: ["60 días"],
  },
  {
    category: "spanish",
    lang: "es",
    q: "Cuanto tiempo pasa desde que firmamos hasta que esta todo funcionando?",
    must: ["3-5"],
  },
  { category: "spanish", lang: "es", q: "¿Podemos agendar una videollamada esta semana?", must: ["/schedule"] },
  {
    category: "spanish",
    lang: "es",
    q: "quiero cuadrar una reunion con vosotros para ver si esto nos sirve",
    must: ["/schedule"],
  },
  {
    category: "spanish",
    lang: "es",
    q: "¿A qué dirección les puedo mandar un correo con los detalles de mi proyecto?",
    must: ["hello@aiva.example"],
  },
  { category: "spanish", lang: "es", q: "A ver, ¿a qué se dedican exactamente?", must: [...SYSTEMS] },
  {
    category: "spanish",
    lang: "es",
    q: "no tengo claro cual de sus sistemas encaja con mi negocio, me orientan?",
    must: [SYSTEMS, "/schedule"],
  },
  { category: "spanish", lang: "es", q: "¿Quién está detrás de AIVA?", must: ["Jordan Ellis"] },
  {
    category: "spanish",
    lang: "es",
    q: "¿Lo pueden conectar con el CRM que ya usamos en la oficina?",
    must: ["HubSpot"],
  },
  { category: "off-topic", lang: "es", q: "¿Qué tiempo va a hacer mañana en Sevilla?", must: [] },

  // German
  { category: "german", lang: "de", q: "Mit welchem Betrag muss ich ungefähr rechnen?", must: ["$3,997"] },
  {
    category: "german",
    lang: "de",
    q: "Kann man das auch in Raten abbezahlen oder nur auf einen Schlag?",
    must: [PLANS],
  },
  {
    category: "german",
    lang: "de",
    q: "Was passiert, wenn das bei uns nicht den versprochenen Effekt hat? Gibt's dann das Geld zurück?",
    must: ["15 Stunden"],
  },
  {
    category: "german",
    lang: "de",
    q: "wie schnell habt ihr das bei uns am laufen?",
    must: ["3-5"],
  },
  {
    category: "german",
    lang: "de",
    q: "Ich hätte gern einen Termin für ein erstes Gespräch mit Ihnen.",
    must: ["/schedule"],
  },
  { category: "german", lang: "de", q: "kann man bei euch irgendwie nen call ausmachen", must: ["/schedule"] },
  {
    category: "german",
    lang: "de",
    q: "Unter welcher Mailadresse erreiche ich Sie am besten?",
    must: ["hello@aiva.example"],
  },
  { category: "german", lang: "de", q: "Was genau bietet ihr eigentlich an?", must: [...SYSTEMS] },
  {
    category: "german",
    lang: "de",
    q: "Welche Ihrer Lösungen wäre für einen mittelständischen Betrieb wie unseren die richtige?",
    must: [SYSTEMS, "/schedule"],
  },
  { category: "german", lang: "de", q: "Wer hat die Firma eigentlich gegruendet?", must: ["Jordan Ellis"] },
  {
    category: "german",
    lang: "de",
    q: "Läuft das mit unseren vorhandenen Tools, zum Beispiel Salesforce?",
    must: ["Salesforce"],
  },
  { category: "off-topic", lang: "de", q: "Hast du ein gutes Rezept für Apfelstrudel?", must: [] },

  // French
  {
    category: "french",
    lang: "fr",
    q: "Bon, concrètement, ça revient à combien tout ça ?",
    must: ["$3,997"],
  },
  { category: "french", lang: "fr", q: "Est-ce qu'on peut régler en plusieurs fois ?", must: [PLANS] },
  {
    category: "french",
    lang: "fr",
    q: "Vous vous engagez sur quoi si les résultats ne sont pas au rendez-vous ?",
    must: ["15 heures"],
  },
  {
    category: "french",
    lang: "fr",
    q: "Il faut compter combien de temps avant que ce soit opérationnel chez nous ?",
    must: ["3-5"],
  },
  {
    category: "french",
    lang: "fr",
    q: "Je voudrais caler un rendez-vous avec l'un de vos experts.",
    must: ["/schedule"],
  },
  {
    category: "french",
    lang: "fr",
    q: "on peut s'appeler la semaine prochaine pour en discuter ?",
    must: ["/schedule"],
  },
  { category: "french", lang: "fr", q: "Comment je peux vous joindre par mail ?", must: ["hello@aiva.example"] },
  { category: "french", lang: "fr", q: "Vous faites quoi exactement chez AIVA ?", must: [...SYSTEMS] },
  {
    category: "french",
    lang: "fr",
    q: "quel systeme serait le plus adapte pour une petite entreprise comme la mienne ?",
    must: [SYSTEMS, "/schedule"],
  },
  { category: "french", lang: "fr", q: "C'est qui le fondateur de la boîte ?", must: ["Jordan Ellis"] },
  {
    category: "french",
    lang: "fr",
    q: "Ça marche avec les logiciels qu'on utilise déjà, notre CRM par exemple ?",
    must: ["HubSpot"],
  },
  { category: "off-topic", lang: "fr", q: "Qui a gagné le match du PSG hier soir ?", must: [] },

  // Portuguese
  { category: "other-language", lang: "pt", q: "Quanto fica o investimento total?", must: ["$3,997"] },
  { category: "other-language", lang: "pt", q: "Dá pra parcelar?", must: [PLANS] },
  {
    category: "other-language",
    lang: "pt",
    q: "E se nao der resultado, voces devolvem o dinheiro?",
    must: ["15 horas"],
  },
  {
    category: "other-language",
    lang: "pt",
    q: "Em quanto tempo o sistema fica pronto pra rodar aqui na empresa?",
    must: ["3-5"],
  },
  { category: "other-language", lang: "pt", q: "Queria marcar uma conversa com vocês.", must: ["/schedule"] },
  {
    category: "other-language",
    lang: "pt",
    q: "Como faço para agendar uma reunião de diagnóstico?",
    must: ["/schedule"],
  },
  { category: "other-language", lang: "pt", q: "qual o email de voces?", must: ["hello@aiva.example"] },
  { category: "other-language", lang: "pt", q: "Mas afinal, o que a AIVA faz?", must: [...SYSTEMS] },
  {
    category: "other-language",
    lang: "pt",
    q: "Qual das soluções de vocês serve melhor para a minha empresa?",
    must: [SYSTEMS, "/schedule"],
  },
  { category: "other-language", lang: "pt", q: "Quem criou a empresa?", must: ["Jordan Ellis"] },
  {
    category: "other-language",
    lang: "pt",
    q: "Vocês integram com as ferramentas que a gente já usa, tipo planilhas e CRM?",
    must: ["HubSpot"],
  },
  { category: "off-topic", lang: "pt", q: "Me indica um filme bom pra ver hoje à noite?", must: [] },

  // Italian
  { category: "other-language", lang: "it", q: "Quanto mi verrebbe a costare?", must: ["$3,997"] },
  { category: "other-language", lang: "it", q: "È possibile pagare a rate?", must: [PLANS] },
  {
    category: "other-language",
    lang: "it",
    q: "Se poi non risparmio davvero tempo, mi ridate i soldi?",
    must: ["60 giorni"],
  },
  {
    category: "other-language",
    lang: "it",
    q: "quanto ci vuole prima che sia tutto operativo?",
    must: ["3-5"],
  },
  {
    category: "other-language",
    lang: "it",
    q: "Vorrei fissare un appuntamento per parlarne con voi.",
    must: ["/schedule"],
  },
  {
    category: "other-language",
    lang: "it",
    q: "possiamo sentirci in videochiamata per capire meglio?",
    must: ["/schedule"],
  },
  {
    category: "other-language",
    lang: "it",
    q: "A che indirizzo email posso scrivervi?",
    must: ["hello@aiva.example"],
  },
  { category: "other-language", lang: "it", q: "Di cosa vi occupate, in pratica?", must: [...SYSTEMS] },
  {
    category: "other-language",
    lang: "it",
    q: "Quale dei vostri sistemi fa al caso della mia azienda?",
    must: [SYSTEMS, "/schedule"],
  },
  { category: "other-language", lang: "it", q: "Chi ha fondato AIVA?", must: ["Jordan Ellis"] },
  {
    category: "other-language",
    lang: "it",
    q: "Funziona con gli strumenti che usiamo gia in ufficio?",
    must: ["HubSpot"],
  },
  { category: "off-topic", lang: "it", q: "Chi vincerà lo scudetto quest'anno?", must: [] },
];
