// How the knowledge is tokenised and ranked by MiniSearch (BM25+). Shared by the build script that
// serialises the index and the function that loads it, because a loaded index must use the same options.
import type { Options, SearchOptions } from 'minisearch';
import type { Passage } from './ports';

/** Words that say nothing about what a visitor wants to know. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each few for from further get got had has have having he her here hers ' +
    'him his how i if in into is it its itself just let like me more most much my no nor not now of off on once only or ' +
    'other ought our ours out over own please same she should so some such tell than that the their theirs them then there ' +
    'these they this those through to too under until up us very want was way we were what when where which while who ' +
    'whom why will with would you your yours yourself yourselves thing things know need give show explain ' +
    // Casual turns of phrase: contractions without their apostrophe, greetings, fillers.
    'whats hows whos wheres im ive youre theyre dont doesnt isnt arent cant wont didnt hey hi hello ok okay thanks thank pls plz u ur ya ' +
    'guys folks exactly actual actually basically really kinda sorta just maybe anyway btw lol literally stuff ' +
    'happen happens happened gonna wanna gotta able possible something anything anyone someone vs versus max maximum ' +
    'ourselves myself themselves itself specifically particularly especially purely strictly solely simply supposed ' +
    // Verbs that ask whether something is offered, and connectors: what is offered is the question's topic.
    'offer offers offered provide provides provided incl including inclusive ' +
    // How a visitor asks about an integration ("hook into", "plug straight into"): the system named is the topic.
    'hook hooks hooked plug plugs plugged ' +
    // "What goes into the ticket", "how did it go": the verb of a list or an outcome, not its topic.
    'go goes going went gone ' +
    // "put my own logo on it": where a thing is put, not its topic.
    'put puts putting'
  ).split(' '),
);

/**
 * Suffixes removed, longest first, so that "integrate", "integrates" and "integration" meet, and "compliant"
 * meets "compliance".
 */
const SUFFIXES = ['izations', 'ization', 'ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ance', 'ies', 'ers', 'ate', 'ant', 'ed', 'er', 'ly'];

/**
 * Things the site does not name, each with the kind of thing it does name (a BAA: HIPAA; ConnectWise: ITSM). A
 * question naming one is searched with both, and told the site is silent on the thing, with what it says of that kind.
 */
export const THINGS_THE_SITE_DOES_NOT_NAME: ReadonlyMap<string, readonly string[]> = new Map([
  ['baa', ['hipaa']],
  ['okta', ['single', 'sign-on']],
  ['scim', ['single', 'sign-on']],
  ['iso', ['soc', 'hipaa', 'gdpr', 'compliance']],
  ['entra', ['identity', 'provider']],
  ['mfa', ['single', 'sign-on']],
  ['2fa', ['single', 'sign-on']],
  ['connectwise', ['itsm']],
  ['autotask', ['itsm']],
  ['halopsa', ['itsm']],
  ['servicenow', ['itsm']],
  ['jira', ['itsm']],
  ['zendesk', ['itsm']],
  ['freshdesk', ['itsm']],
  ['salesforce', ['crm']],
  ['hubspot', ['crm']],
  ['datacenter', ['transfer', 'country']],
  ['datacentre', ['transfer', 'country']],
  ['onprem', ['subscription', 'service']],
  ['on-prem', ['subscription', 'service']],
  ['self-host', ['subscription', 'service']],
  ['self-hosted', ['subscription', 'service']],
  ['air-gapped', ['subscription', 'service']],
  ['k8s', ['subscription', 'service']],
  ['kubernetes', ['subscription', 'service']],
  ['docker', ['subscription', 'service']],
  ['slack', ['publish', 'website', 'desk']],
  ['microsoft', ['publish', 'website', 'desk']],
  ['sdk', ['extension', 'api']],
  ['python', ['extension', 'api']],
  ['phone', ['contact']],
  ['phonesupport', ['email', 'support']],
  ['mobileapp', ['branded', 'multi-tenant', 'chat', 'portal']],
  ['paypal', ['invoice', 'payable']],
  ['amex', ['invoice', 'payable']],
  ['visa', ['invoice', 'payable']],
  ['mastercard', ['invoice', 'payable']],
  ['nonprofit', ['annual', 'discount']],
  ['non-profit', ['annual', 'discount']],
  ['charity', ['annual', 'discount']],
  ['charities', ['annual', 'discount']],
  ['nonprofits', ['annual', 'discount']],
  ['ngo', ['annual', 'discount']],
  ['ngos', ['annual', 'discount']],
  ['schools', ['annual', 'discount']],
  ['zapier', ['api', 'connectors']],
  ['resellermargin', ['partner', 'program', 'white-label']],
  ['socreport', ['soc', 'framework', 'controls']],
  ['encryptionatrest', ['encryption', 'transit']],
  ['aes256', ['encryption', 'transit']],
  ['insurance', ['liability']],
]);

/** What ThreoAI says it connects to for sign-in, said beside single sign-on. */
const IDENTITY_PROVIDER = { search: 'connect ThreoAI to your identity provider', term: 'identity' };

/**
 * A second thing the site says beside the kind, for a thing whose answer needs both (support by phone: the email
 * support the site names, and its response times; a BAA: HIPAA, and the written permission health data needs), as
 * the words to search and the word its sentence must hold.
 */
export const ALSO_NEAREST: ReadonlyMap<string, { readonly search: string; readonly term: string }> = new Map([
  ['phonesupport', { search: 'respond support requests critical', term: 'respond' }],
  // Okta and SCIM are an identity provider's: single sign-on, and the identity provider ThreoAI connects to.
  ['okta', IDENTITY_PROVIDER],
  ['scim', IDENTITY_PROVIDER],
  // A BAA is asked for before putting patient data in: the Terms' written permission for health information.
  ['baa', { search: 'health information specially regulated data prior written permission', term: 'permission' }],
]);

/** Something a visitor sends Threo: a form, a demo request, a partner application. */
const SENT_TO_THREO =
  '(?:forms?|demo|filled|submitted|sent|signed\\s+up|appl(?:y|ied|ications?)|partner(?:ship)?|prefer\\s+that\\s+we\\s+reach\\s+out)';
/** Asking when Threo answers it: "get back to me", "hear back", "someone calls". */
const HEARS_BACK =
  '(?:\\bget(?:s|ting)?\\s+back\\s+to\\s+(?:me|us|applications?|applicants?)|\\bhear\\s+back|\\b(?:someone|somebody|you|u|they)\\s+(?:will\\s+|would\\s+)?(?:calls?|contacts?|rings?|reach(?:es)?\\s+out)(?:\\s+(?:me|us))?)\\b';

/**
 * Words visitors use where the site uses another (the site's words after them), applied to questions and passages
 * alike before stemming, so each side finds the other. Only true equivalents: a near miss would answer a different
 * question. Things the site never names (ConnectWise, a BAA) come first, each with the kind of thing it does name.
 */
const EQUIVALENT_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ...[...THINGS_THE_SITE_DOES_NOT_NAME].map(([thing, kind]): [string, readonly string[]] => [thing, [thing, ...kind]]),
  ['yearly', ['annual']],
  ['chatgpt', ['gpt']],
  ['rag', ['rag', 'retrieval', 'augmented', 'generation']],
  ['annually', ['annual']],
  ['hire', ['jobs', 'positions']],
  ['hiring', ['hiring', 'jobs', 'positions']],
  ['recruiting', ['jobs', 'positions']],
  ['vacancy', ['jobs', 'positions']],
  ['vacancies', ['jobs', 'positions']],
  ['job', ['job', 'positions']],
  ['jobs', ['jobs', 'positions']],
  ['europe', ['europe', 'eu']],
  ['reach', ['reach', 'contact']],
  ['warning', ['warning', 'notice']],
  ['seat', ['user']],
  ['seats', ['users']],
  ['licence', ['user']],
  ['licences', ['users']],
  ['license', ['user']],
  ['licenses', ['users']],
  ['sso', ['single', 'sign-on']],
  ['saml', ['single', 'sign-on']],
  ['notify', ['notify', 'notice']],
  ['notified', ['notify', 'notice']],
  ['notification', ['notify', 'notice']],
  ['notifications', ['notify', 'notice']],
  ['psa', ['psa', 'itsm', 'service', 'desk']],
  ['helpdesk', ['help', 'desk', 'service']],
  ['ticketing', ['tickets', 'itsm']],
  ['vat', ['taxes']],
  ['gst', ['taxes']],
  ['tax', ['taxes']],
  ['cancel', ['cancel', 'termination', 'terminate']],
  ['cancellation', ['cancel', 'termination']],
  ['downtime', ['downtime', 'uptime']],
  ['outage', ['outage', 'uptime']],
  ['sla', ['sla', 'uptime', 'service', 'levels']],
  ['tiers', ['plans']],
  ['tier', ['plan']],
  ['bot', ['chatbot']],
  ['bots', ['chatbot']],
  ['llm', ['language', 'models']],
  ['llms', ['language', 'models']],
  ['soc2', ['soc']],
  ['cost', ['cost', 'price']],
  ['costs', ['costs', 'price']],
  ['pricey', ['price']],
  ['wfh', ['remote']],
  ['info', ['information']],
  ['founder', ['founded', 'co-founding']],
  ['founders', ['founded', 'co-founding']],
  ['hosted', ['host', 'stored']],
  ['hosting', ['host', 'stored']],
  // Related, not equivalent: the visitor's word stays first, so a passage that lacks it is only the nearest thing.
  ['residency', ['residency', 'data', 'stored']],
  ['region', ['region', 'country', 'transfer']],
  ['eu', ['eu', 'european', 'gdpr', 'transfer']],
  ['train', ['train', 'improve']],
  ['training', ['training', 'improve']],
  // Throttling is what happens past the fair-use line: usage above the 99th percentile is excessive.
  ['throttle', ['throttle', 'limits', 'restrictions', 'excessive', 'percentile', 'resort']],
  ['throttling', ['throttling', 'limits', 'restrictions', 'excessive', 'percentile', 'resort']],
  ['throttled', ['throttled', 'limits', 'restrictions', 'excessive', 'percentile', 'resort']],
  ['concurrency', ['concurrent', 'sessions']],
  ['hourly', ['hourly', 'rate']],
  ['excel', ['excel', 'spreadsheets']],
  ['xlsx', ['xlsx', 'spreadsheets']],
  ['overage', ['overage', 'excessive', 'usage', 'limits', 'resort']],
  ['overages', ['overages', 'excessive', 'usage', 'limits', 'resort']],
  ['paste', ['paste', 'submit']],
  ['responsible', ['responsible', 'owns', 'leads']],
  ['acquired', ['acquired', 'assign', 'successor', 'merger']],
  ['acquisition', ['acquisition', 'assign', 'successor', 'merger']],
  ['accuracy', ['accuracy', 'accurate', 'inaccurate']],
  ['guarantee', ['guarantee', 'warranties', 'warrant']],
  ['penalty', ['penalty', 'interest']],
  ['penalties', ['penalties', 'interest']],
  ['sell', ['sell', 'sales']],
  ['resell', ['resell', 'partner']],
  ['reseller', ['reseller', 'partner']],
  ['resellers', ['resellers', 'partners']],
  ['tracking', ['tracking', 'cookies']],
  ['ml', ['machine', 'learning']],
  ['ceo', ['chief', 'executive', 'officer']],
  ['cto', ['chief', 'technology', 'officer']],
  ['ciso', ['chief', 'information', 'security', 'officer']],
  ['size', ['size', 'uploads']],
  ['analytics', ['analytics', 'usage', 'statistics']],
]);

/**
 * Turns of phrase visitors use for what the site says in its own words ("drop us as a customer" for termination by
 * Threo, "money back" for a refund, "on the hook" for liability), rewritten in the site's words before a question is
 * searched. Several words each, so a word-by-word equivalent (above) cannot hold them. Questions only: passages keep
 * their own wording.
 */
const PHRASE_EQUIVALENTS: readonly (readonly [RegExp, string])[] = [
  // When the company began, and who began it.
  [
    /\b(?:what|which)\s+year\s+(?:was\s+(?:that|it)\s+|did\s+(?:that|it)\s+happen\s+)?(?:who\s+)?(?:founded|started)\b|\b(?:founded|started)\s+(?:threo\s+)?(?:and\s+)?(?:in\s+)?(?:what|which)\s+year\b/gi,
    'when was Threo founded began history who founded',
  ],
  // "Who's in charge of…": who owns or leads it ("charge" alone is a fee).
  [/\bin\s+charge\s+of\b/gi, 'owns leads'],
  [/\bwho\s+(?:actually\s+|really\s+|originally\s+|even\s+)?(?:started|founded|created|set\s+up|is\s+behind|are\s+the\s+founders\s+of)\b/gi, 'who founded'],
  [
    /\b(?:when|what\s+year)\s+(?:did|was|were|is)\s+(?:threo|you|u|y'?all|the\s+company|your\s+company)(?:\s+guys)?\s+(?:start(?:ed)?|found(?:ed)?|begin|began|set\s+up|created|launch(?:ed)?|get\s+going|born)\b/gi,
    'when was Threo founded began history',
  ],
  [
    /\bhow\s+long\s+(?:have|has)\s+(?:you|u|threo|the\s+company|y'?all)(?:\s+guys)?\s+been\s+(?:around|in\s+business|going|operating|at\s+it|doing\s+(?:this|it))\b/gi,
    'when was Threo founded began history',
  ],
  [
    /\bwhen\s+(?:was\s+|were\s+|did\s+)?(?:actually\s+|really\s+|originally\s+|first\s+)?(?:started|founded|began|begun)\s+(?:threo|the\s+company|your\s+company|you)\b/gi,
    'when was Threo founded began history',
  ],
  // What an HR agent leaves to people: a grievance or a disciplinary matter is handed to a person.
  [/\b(?:grievances?|disciplinar(?:y|ies)(?:\s+(?:stuff|matters?|cases?|issues?))?|touchy\s+stuff)\b/gi, '$& hand to a person'],
  // How fast support answers ("how long does support take to get back to u"): the support tiers' response times.
  [
    /\bhow\s+(?:long|fast|quickly|soon)\s+(?:does|do|will|would|until|till|before)\s+(?:(?:your\s+|the\s+|ur\s+)?support(?:\s+team)?\s+)(?:actually\s+|really\s+|usually\s+|normally\s+|typically\s+)?(?:take\s+to\s+)?(?:get\s+back|answer|reply|respond)\w*\b/gi,
    'how quickly will you respond support tier',
  ],
  // Cookies: saying no to them and changing one's mind (the consent banner's words), whether they are on by default.
  [
    /(?<=\b(?:cookies?|track\w*)\b[^]{0,80})\b(?:(?:switch|turn)\s+(?:(?:them|it|that|those|these|all|cookies|tracking)\s+)?off|say\s+no|opt\s+out|change\s+(?:it|that|my\s+(?:mind|choice)))\b|\b(?:(?:switch|turn)\s+(?:(?:them|it|that|those|these|all)\s+)?off|say\s+no|change\s+(?:it|that|my\s+(?:mind|choice)))\b(?=[^]{0,80}\b(?:cookies?|track\w*)\b)|\b(?:switch|turn)\s+off\s+(?:the\s+)?(?:cookies|tracking|analytics)\b/gi,
    'reject all change your choice cookie settings',
  ],
  [/(?<=\bcookies?\b[^]{0,40})\bon\s+by\s+default\b/gi, 'until you make a choice every optional category is off'],
  // A partner's first months: the partner program's first 90 days, up to the first client agents in production.
  [
    /\b(?:first|initial|opening)\s+(?:3|three)\s+months\b|\b(?:timeline|how\s+long)\s+(?:til+|until|to|before)\s+(?:our|my|the|we\s+(?:would\s+|'d\s+)?have\s+(?:a|our))\s+(?:first\s+)?clients?(?:'s?)?\s+(?:agents?\s+)?(?:are\s+|r\s+|is\s+|go\s+)?(?:actually\s+)?live\b|\bhow\s+(?:long|soon|quickly|fast)\s+(?:til+|until|to|before|can|could|would|will)\s+(?:we|i|you)(?:'d|’d)?\s+(?:would\s+|will\s+|could\s+|can\s+)?(?:have|get|see|put)\s+(?:\w+\s+){0,2}?(?:agents?|clients?)\s+(?:live|running|in\s+production)\b(?:\s+for\s+(?:a|our|my|the)\s+(?:first\s+)?clients?)?/gi,
    'your first 90 days first client agents in production',
  ],
  // Who runs the company as a whole ("who runs threo", "who's in charge?", "who's behind threo"): its chief
  // executive. (A question about a person is searched with "leadership" after it.)
  [
    /\bwho(?:'s|\s+is|\s+are)?\s+(?:actually\s+|really\s+)?(?:runs?|running|leads?|leading|heads?|in\s+charge|behind)(?:\s+(?:of\s+)?(?:threo|the\s+company|the\s+business|the\s+place|the\s+firm|you(?:\s+guys)?|u|things|the\s+show))?(?=\s*(?:[?.!,]|$|and\b|leadership\b))/gi,
    'who chief executive officer co-founder',
  ],
  [/\bhow\s+old\s+is\s+(?:threo|the\s+company|your\s+company)\b/gi, 'when was Threo founded began history'],
  // Threo ending the contract, and money returned.
  [/\b(?:drop|dump|fire|boot|kick\s+out|get\s+rid\s+of)\s+(?:us|me|a\s+customer|customers|a\s+client|clients)\b/gi, 'terminate without cause'],
  [/\b(?:ditch|leave|quit|stop\s+using|move\s+away\s+from)\s+(?:threo|threoai|you|u|the\s+platform)\b/gi, 'termination'],
  [/\b(?:end|exit|leave|get\s+out\s+of|walk\s+away\s+from)\s+(?:the|our|my|a)\s+(?:contract|agreement|subscription|deal)\b/gi, 'termination'],
  [/\bmoney\s+back\b|\bget\s+(?:our|the)\s+money\s+back\b|(?<=\b(?:paid|prepaid|pay|fees?|money)\b[^?.!]{0,40})\bget\s+(?:it|that|them)\s+back\b|\breimburse\w*|\bpro-?rat(?:a|ed|ion)\b/gi, 'refund credit'],
  [/\bsounds?\s+too\s+good(?:\s+to\s+be\s+true)?\b/gi, ' '],
  [/\brate[\s-]+limit(?:s|ing|ed)?\b|\bconcurren(?:cy|t)\s+(?:caps?|limits?)\b/gi, 'API rate limits concurrent sessions technical restrictions'],
  [/\b(?:cut|shut|switch|turn)\s+(?:us|me|our\s+(?!cookies|tracking|analytics)\w+|the\s+(?!cookies|tracking|analytics)\w+|it)\s+(?:off|down)\b|\b(?:cut|shut|switch|turn)\s+off\s+(?:our|the|my)\s+(?:service|account|platform|access|subscription)\b|\block\s+(?:us|me)\s+out\b/gi, 'suspend'],
  [/\blate\s+(?:on\s+)?(?:a\s+|an\s+|the\s+)?(?:payment|paying|invoice|bill)\w*|\bpay\w*\s+late\b|\bpay\w*\s+(?:an?\s+|the\s+|our\s+|your\s+|ur\s+)?(?:invoice|bill)s?\s+late\b|\b(?:we'?re|we\s+are|i'?m|running)\s+late\b|\bmiss(?:ed|es)?\s+(?:a\s+|an\s+)?(?:payment|invoice)\b|\bdon'?t\s+pay\b|\bdo\s+not\s+pay\b/gi, 'overdue payment interest suspend'],
  // A partner answering for its own clients ("as a partner am i on the hook if one of my clients abuses usage"): the
  // Terms' partner duties, not the liability cap.
  [
    /\b(?:on\s+the\s+hook|responsible|liable|on\s+(?:me|us))\b(?=[^?.!]{0,60}\b(?:(?:my|our)\s+(?:clients?|customers?)|(?:one|1)\s+of\s+them\b[^?.!]{0,40}\busage)\b)|(?<=\b(?:my|our)\s+(?:clients?|customers?)\b[^?.!]{0,60})\b(?:on\s+the\s+hook|responsible|liable|on\s+(?:me|us))\b|\b(?:watch|monitor|police)\s+(?:their|my\s+clients'?|our\s+clients'?)\s+usage\b|(?<=\b(?:my|our)\s+(?:clients?|customers?)\b[^?]{0,80})\b(?:keep\s+an\s+eye\s+on|keep\s+tabs\s+on|watch(?:es|ing)?|monitor\w*|police\w*)\b|\b(?:whose\s+(?:job|responsibility|problem)|who(?:'s|\s+is)\s+(?:responsible|supposed\s+to))\b(?=[^]{0,120}\b(?:my|our)\s+(?:clients?|customers?)\b)|(?<=\b(?:my|our)\s+(?:clients?|customers?)\b[^]{0,120})\b(?:whose\s+(?:job|responsibility|problem)|who(?:'s|\s+is)\s+(?:responsible|supposed\s+to))\b/gi,
    'Partner must educate its customers monitor their usage remains responsible',
  ],
  // Liability.
  [/\bworst[\s-]+case(?:\s+scenario)?\b,?|\b(?:screws?|screwed|messes|messed|mess)\s+up(?:\s+(?:badly|big\s+time|royally))?\b/gi, ' '],
  [/\bthe\s+most\s+(?:we|i)\s+(?:could|can|would|might)\s+(?:get\s+back|claim|recover)\b/gi, 'liability cap'],
  [/\b(?:the\s+)?most\s+(?:threo|you|u)\s+(?:would|could|will|can)\s+(?:ever\s+)?(?:pay|owe|be\s+on\s+the\s+hook\s+for)\b|\bon\s+the\s+hook\b|\bliable\b|\bsue\b|\bcompensat\w*\s+(?:us|for\s+(?:losses|damages))\b|\bdamages\b/gi, 'liability cap'],
  // Using customers' data to train models: anonymised data, unless opted out; the model providers keep nothing.
  [
    /\b(?:train|training|trained|retrain|fine-?tune)\w*\s+(?:\w+\s+){0,3}?(?:on|with|using|from)\s+(?:our|my|the|customer|customers'?|client)\s+(?:\w+\s+)?(?:data|prompts|stuff|chats?|conversations?|inputs?|info|content|documents|files)(?:\s*\/\s*\w+)?\b|\b(?:use|using|uses)\s+(?:our|my|customer|the)\s+(?:[\w']+\s+)?(?:data|prompts|stuff|chats?|conversations?|inputs?|info|content)(?:\s*\/\s*\w+)?\s+(?:\w+\s+){0,2}?(?:to\s+)?['"‘’“”]?(?:train|training|improve)\b|\b(?:our|my)\s+(?:[\w']+\s+){0,3}?(?:get|be|are|is)\s+used\s+(?:to|for)\s+(?:train|training|improv)\w*/gi,
    'use anonymised data to improve models opt out zero data retention',
  ],
  // Turning the use of anonymised data off ("…u use anonymised data to improve stuff - can we turn that off"): the
  // opt-out, in the Admin Portal or in writing.
  [/(?<=\b(?:anonymi[sz]ed|improve|train\w*)\b[^?]{0,80})\b(?:(?:turn|switch)\s+(?:that|it|this)\s+off|opt\s+out\s+of\s+(?:that|it|this))\b/gi, 'opt out in the Admin Portal or in writing'],
  // How an engagement runs.
  [
    /\b(?:step\s+by\s+step|start\s+to\s+finish|from\s+(?:the\s+)?first\s+call\s+to\s+(?:go-?\s*)?live|kick-?off\s+to\s+(?:go-?\s*)?live)\b|\bhow\s+does\s+(?:an?\s+|the\s+)?(?:implementation|project|engagement)\s+(?:usually\s+|typically\s+)?(?:go|work|run|look)\b|\bwhat(?:'s|\s+is)\s+(?:the|your)\s+(?:implementation\s+|project\s+)?process\b/gi,
    'implementation approach discovery',
  ],
  // The partner program's first months.
  [/\bfirst\s+(?:3|three|few|couple\s+(?:of\s+)?)\s+months\b|\bfirst\s+(?:90|ninety)\s+days\b|\bfirst\s+quarter\b|\bhow\s+(?:fast|soon|quickly|long)\s+(?:till|until|before|to)\s+(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:actually\s+)?selling\b/gi, 'first 90 days'],
  // Whether personal data is sold: the privacy policy says it is not.
  [/\b(?:sell|selling|sold)\s+(?:it|them|my|our|your|the|any)\b(?:\s+(?:data|info\w*|details))?/gi, 'sell personal data'],
  // Paying by card: the Terms' invoices and payment terms.
  [/\bpay\s+(?:by|with|via|using)\s+(?:a\s+)?(?:credit\s+|debit\s+)?(?:card|bank\s+transfer|wire|direct\s+debit)\b/gi, 'invoice payment terms'],
  // "put it on the company card": paying by card too.
  [/\b(?:put|charge)\s+(?:it|this|that|them)\s+(?:on|to)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:company\s+|corporate\s+|business\s+|credit\s+)?card\b/gi, 'invoice payment terms'],
  // Moving for a job: where the open positions are.
  [/\brelocat\w*|\bwork\s+from\s+(?:home|anywhere)\b/gi, 'remote location'],
  // Billing by tokens or messages: whether usage is limited.
  [/\b(?:bill|charge|price)\w*\s+(?:by|per)\s+(?:the\s+)?(?:tokens?|messages?|usage|requests?)\b/gi, 'usage limited token limits'],
  // When an invoice is due, and when Threo answers.
  [/\bpayment\s+(?:window|period|deadline)\b|\bhow\s+long\s+(?:do\s+)?(?:we|i)\s+(?:have|get)\s+to\s+pay\b/gi, 'payment terms net'],
  // A form sent or a partner application ("i filled in the callback thing on the demo page, when will someone get back
  // to me", "how do i apply to be a partner and how fast do u guys get back to me"): the reply within one business
  // day, not support's response times. "Callback" is the demo page's "Request a callback".
  [/\bcall[\s-]?backs?\b(?:\s+(?:form|thing|request))?/gi, '"Prefer that we reach out?" form'],
  [
    new RegExp(
      `(?<=\\b${SENT_TO_THREO}\\b[^?.!]{0,80})${HEARS_BACK}|${HEARS_BACK}(?=[^]{0,80}\\b${SENT_TO_THREO}\\b)|` +
        '\\b(?:get(?:s|ting)?\\s+back\\s+to|answer|reply\\s+to|respond\\s+to|review)\\s+(?:partner\\s+)?(?:applications?|applicants?)\\b',
      'gi',
    ),
    'reply within one business day',
  ],
  [/\bget(?:s|ting)?\s+back\s+to\s+(?:me|us)\b|\bhear\s+back\b|\bhow\s+(?:quick|quickly|fast|soon)\s+(?:do|will|would|can)\s+(?:you|u|someone|they)\s+(?:\w+\s+)?get\s+back\b|\bcalls?\s+(?:me|us)\s+back\b|\b(?:reach|contact)\s+out\s+to\s+(?:me|us)\b/gi, 'respond reply within'],
  // "how quick do u normally reply to messages": the reply time of a message sent through the site.
  [/\bhow\s+(?:quick|quickly|fast|soon)\s+(?:do|will|would|can)\s+(?:you|u)\s+(?:guys\s+)?(?:normally\s+|usually\s+|typically\s+)?(?:reply|respond|answer)\s+to\s+(?:messages|emails|enquiries|inquiries)\b/gi, 'reply within one business day'],
  // What a model provider keeps of a prompt: zero data retention by default.
  [/\b(?:openai|microsoft|anthropic|google|(?:the\s+)?(?:model|llm|ai)\s+(?:providers?|vendors?|companies))\b[^?.!]{0,30}?\b(?:keep|keeps|store|stores|retain|retains|log|logs|save|saves)\b/gi, '$& zero data retention model providers'],
  // How Threo bills ("how do u bill us?", "card or invoice?"): it invoices, payable within 30 days.
  [/\bhow\s+(?:do|does|will|would)\s+(?:you|u|y'?all|threo)\s+(?:guys\s+)?(?:bill|invoice|charge)(?:\s+(?:us|me|customers))?\b|\b(?:credit\s+)?card\s+or\s+invoice\b|\binvoice\s+or\s+(?:credit\s+)?card\b/gi, 'we invoice you invoices are payable within 30 days'],
  // An invoice thought wrong: the Terms' invoice dispute, within 60 days.
  [/\b(?:invoice|bill)\s+(?:is|was|looks)\s+(?:wrong|incorrect|off)\b|\b(?:wrong|incorrect)\s+(?:invoice|bill)\b/gi, 'dispute about an invoice'],
  // How fast a data-rights request is answered ("if i file a gdpr access request how long til u answer", "how fast do
  // you answer if i ask you to delete my data"): the rights' answer time.
  [/\b(?:access|gdpr|data|privacy|subject|rights?)\s+requests?\b[^?]{0,40}\bhow\s+(?:long|fast|quickly|soon)\b|\bhow\s+(?:fast|quickly|quick|soon|long)\b[^?]{0,30}\b(?:answer|respond|reply)\w*\s+(?:a|to\s+a|the)?\s*requests?\b|\bhow\s+(?:fast|quickly|quick|soon|long)\b[^?]{0,30}\b(?:answer|respond|reply|act|deal\s+with)\w*\b(?=[^?]{0,40}\b(?:delet|eras|remov|wip)\w*)/gi, 'to use these rights we answer within one month'],
  // Asking for one's own data to be deleted: the privacy policy's erasure right and its answer time.
  [/\b(?:delete|erase|remove|wipe)\s+(?:my|our|all\s+(?:my|our))\s+(?:personal\s+)?(?:data|information|info|details)\b/gi, 'have your data erased to use these rights contact us'],
  // Asking for a copy of one's own data ("i asked u guys for my personal data under gdpr"): the access right.
  [/\b(?:asked|requested|ask|request)\s+(?:you|u|threo)?\s*(?:guys\s+)?(?:for\s+)?(?:a\s+copy\s+of\s+)?(?:my|our)\s+(?:personal\s+)?(?:data|information|info|details)\b/gi, 'use these rights answer within one month access'],
  // "can i get it deleted", "delete whatever personal info u have on me": the same right.
  [/\bget\s+(?:it|them|that|those|my\s+(?:data|details|info))\s+(?:deleted|erased|removed|wiped)\b|\b(?:delete|erase|remove|wipe)\s+(?:whatever|everything|anything|all\s+the)\b[^?.!]{0,30}\b(?:info\w*|data|details)\b/gi, 'have your data erased to use these rights contact us'],
  // What becomes of the data once the export window after a cancellation closes: Threo may delete it.
  [/\bwhat\s+happens\s+to\s+(?:it|them|our\s+(?:data|stuff|files)|the\s+data|everything)\s+after(?:wards?|\s+(?:that|it|the\s+window|those\s+30\s+days))?\b/gi, 'after the export window Threo may delete your data'],
  [/\blose\s+(?:all\s+)?(?:of\s+)?(?:our|my|the)\s+(?:stuff|data|files|work|documents|conversations|chats)\b|\blose\s+everything\b/gi, 'data export window delete'],
  // "if we cancel what happens to all our data", "what happens to all our data if we cancel": the export window, then
  // deletion.
  [
    /(?<=\b(?:cancel\w*|leave|terminat\w*|quit)\b[^?.!]{0,30})\bwhat\s+happens\s+to\s+(?:all\s+)?(?:of\s+)?(?:our|my|the)\s+(?:data|stuff|files|docs|documents|chats|conversations|content)\b|\bwhat\s+happens\s+to\s+(?:all\s+)?(?:of\s+)?(?:our|my|the)\s+(?:data|stuff|files|docs|documents|chats|conversations|content)\b(?=[^?.!]{0,30}\b(?:cancel\w*|leave|terminat\w*|quit)\b)/gi,
    '$& data export window after it Threo may delete',
  ],
  // Keeping something ("how long do u hang on to contact form msgs").
  [/\b(?:hang|hold)\s+on\s*to\b/gi, 'keep'],
  // Other kinds of work besides one ("besides chatbots what else do u guys build").
  [/\bwhat\s+else\s+(?:do|can|could)\s+(?:you|u)\s+(?:guys\s+)?(?:build|make|do|automate|offer|help\s+with)\b/gi, 'three ways to put AI to work'],
  // Seeing the product before paying: the demo.
  [/\b(?:see|watch|try)\s+(?:it|this|them|the\s+(?:product|platform|portal))\s+(?:working|in\s+action|work|live)?\s*(?:first\s+)?before\s+(?:i|we)\s+(?:pay|buy|commit|sign|spend)\w*\b/gi, 'see it live book a demo'],
  // Models beyond a plan's own, and paying for a year: each additional model's price, and the annual discount.
  [/\bmore\s+(?:ai\s+)?models\s+than\s+(?:the|our|a|my)\s+plan\s+(?:comes\s+with|includes|gives)\b/gi, 'additional AI models per user per month'],
  // Money off ("is there anything off for paying annually?"): a discount, not something switched off.
  [/(?<!\b(?:turn|switch|log|sign|shut|cut|kick|drop|write|round|top|pay|take)\s+)\b(?:anything|something|any\s+money|money|much|a\s+bit|a\s+little)\s+off\b(?!\s+(?:the\s+)?(?:record|topic))/gi, 'discount'],
  // What is still owed after a cancellation ("do we still owe anything?"): the fees for services already provided.
  [/\b(?:do|would|will)\s+(?:we|i)\s+(?:still\s+)?(?:owe|have\s+to\s+pay|need\s+to\s+pay|pay)\s+(?:you\s+|u\s+)?(?:anything|something|for\s+the\s+rest|the\s+rest)\b|\bstill\s+owe\b|\bowe\s+(?:you\s+|u\s+)?anything\b/gi, 'fees on termination remain payable'],
  // "what do we get back if u miss it" (the uptime): the service credits.
  [/\bwhat\s+(?:do|would|will|can|should)\s+(?:we|i)\s+(?:actually\s+|really\s+)?get\s+(?:back\s+)?(?:if|when)\s+(?:you|u|threo|it|ur|your|you'?re|the\s+platform)\s+(?:(?:are|is|r)\s+)?(?:miss|misses|breach\w*|go(?:es)?\s+down|down|offline|(?:have|has)\s+(?:an\s+)?outages?|(?:don'?t|do\s+not|doesn'?t|fail\s+to)\s+(?:hit|meet|make))\b/gi, 'what service credits do we get if you miss'],
  // Upcoming events ("got any webinars coming up"): the webinar and its date.
  [/\b(?:coming\s+up|upcoming)\b/gi, 'next live date'],
  // Paying for a year in advance ("if we pay for the year upfront"): annual billing and its discount.
  [/\bpay(?:ing)?\s+(?:for\s+)?(?:the\s+|a\s+|one\s+|1\s+)?(?:whole\s+|full\s+)?year\s+(?:up\s*front|in\s+advance|at\s+once|all\s+at\s+once)\b|\bpay(?:ing)?\s+(?:up\s*front|in\s+advance)\s+for\s+(?:the\s+|a\s+)?year\b|\bpay(?:ing)?\s+(?:annually|yearly)\s+(?:up\s*front|in\s+advance)\b/gi, 'annual billing discount'],
  // Raising a price during a term ("hike the price on us halfway through"): the Terms' price-increase notice.
  [/\b(?:hike|raise|increase|bump|jack)\s+(?:up\s+)?(?:the\s+|our\s+|your\s+)?(?:price|prices|fees?|rates?)(?:\s+up)?(?:\s+on\s+us)?(?:\s+(?:halfway|midway|part\s+way|mid)(?:[\s-]+(?:through|thru|term|contract|year))?)?/gi, 'price increase notice'],
  // Whether a webinar costs anything ("when is the next webinar? does it cost anything?"): it is free. Not when asked
  // with missing it ("…what if i cant make it"): the recording answers that.
  [/(?<!\b(?:make|miss|attend)\s+it\b[^]*)(?:\b(?:does|will|would|is\s+there\s+a)\s+(?:it|that|this|the\s+webinar)?\s*(?:cost|charge|fee)\s*(?:anything|money|something|extra|to\s+(?:attend|join|register))?\b(?=[^]{0,80}\bwebinars?\b)|(?<=\bwebinars?\b[^]{0,80})\b(?:does|will|would)\s+(?:it|that|this)\s+cost\s+(?:anything|money|something|extra)\b)/gi, 'free live webinar'],
  // A client's own space ("give each of my clients their own seperate space"): its own tenant.
  [/\b(?:(?:own|sep[ae]rate|isolated|private|dedicated)\s+)+(?:space|area|workspace|environment|instance|sandbox|silo|bucket)s?\b/gi, 'own tenant multi-tenant'],
  // Missing a live session, or watching it later: every registered participant receives the recording.
  [/\b(?:watch|see|view|catch)\s+(?:it|the\s+\w+)\s+(?:later|afterwards?|after|on\s+demand)\b|\bif\s+(?:i|we)\s+(?:miss|cant\s+make|can't\s+make|cannot\s+make)\s+(?:it|the\s+\w+)\b|\bcan'?t\s+make\s+it\s+live\b/gi, 'registered participant receives the recording'],
  // Being told of an incident: the Terms' incident notice.
  [/\b(?:would|will)\s+(?:we|i)\s+(?:\w+\s+)?be\s+(?:told|informed|notified|alerted)\b|\b(?:tell|inform|let)\s+us\s+(?:know\s+)?(?:about\s+)?(?:a\s+)?(?:breach|incident|outage)?|\b(?:do|would|will)\s+(?:we|i)\s+hear\s+(?:about|of)\b/gi, 'notify notice'],
  // Applying to the partner program ("how do i apply to be a partner"): its application, not a rule that "applies".
  [/\b(?:apply|applying|sign\s+up|signing\s+up|register|join)\s+(?:to\s+(?:be|become)\s+(?:a\s+|an\s+)?|as\s+(?:a\s+|an\s+)?|for\s+(?:the\s+|your\s+|ur\s+)?)(?:threo\s+)?(?:msp\s+)?(?:partner|reseller)s?(?:\s+program(?:me)?)?\b/gi, 'become a Threo partner tell us about your business'],
  // Moving an account to another organisation ("move our account over to our parent company"): with written consent.
  [/\b(?:move|transfer|hand|give|switch)\s+(?:our|my|the)\s+(?:threo\s+)?account\s+(?:over\s+)?to\b/gi, 'transfer your account to another organisation prior written consent'],
  // Reaching support ("how do i reach support?"): the support address.
  [/\bhow\s+(?:do|can|should)\s+(?:i|we)\s+(?:reach|contact|get\s+(?:hold\s+of|in\s+touch\s+with)|talk\s+to|email)\s+(?:your\s+|ur\s+|the\s+)?support(?:\s+team)?\b/gi, 'customer support email'],
  // How long chats are kept ("does threoai store chat history, for how long"): each plan's conversation history.
  [/\b(?:store|keep|save|retain)s?\s+(?:the\s+|our\s+)?(?:chat|conversation)\s+history\b(?=[^?]{0,40}\bhow\s+long\b)/gi, 'conversation history days plan'],
  // A business associate agreement is a BAA.
  [/\bbusiness\s+associate\s+(?:agreement|addendum|contract)s?\b/gi, 'baa'],
  // "ur partner thing", "the reseller scheme": the partner program.
  [/\b(?:partner|partnership|reseller)\s+(?:thing|stuff|deal|setup|set-up|scheme|side|offering)\b/gi, 'partner program'],
  // Support by telephone: the site names email support only.
  // An app for a phone or a desktop: the site names a chat portal on the customer's own domain, and no app.
  [/\b(?:mobile|iphone|ios|android|phone|desktop|native|mac|windows)\s+apps?\b|\bapps?\s+(?:for|on)\s+(?:the\s+|my\s+|our\s+)?(?:iphones?|ios|androids?|mobiles?|phones?|desktops?|macs?|windows|tablets?|ipads?)(?:\s*(?:\/|or|and|,)\s*(?:iphones?|ios|androids?|mobiles?|phones?|tablets?|ipads?))?\b|\b(?:app|play)\s+store\b/gi, 'mobileapp'],
  [/\b(?:(?:24\/7|24\s*x\s*7|round[\s-]the[\s-]clock)\s+)?(?:phone|telephone)\s+(?:number|line|support)(?:\s+for\s+support)?\b|\b(?:call|ring|phone)\s+(?:your\s+|ur\s+|the\s+)?support\b|\bsupport\s+(?:phone|hotline|line)\b|\bhotline\b/gi, 'phonesupport'],
  // What a partner earns on resale: the site names no margin; the partner team replies to an application.
  [/\b(?:reseller|partner|resale|wholesale)\s+(?:margins?|discounts?|commissions?)\b|\brev(?:enue)?\s+share\b|\bwholesale\s+(?:price|pricing|rates?)\b|\bmargins?\s+(?:do\s+)?(?:partners|resellers|we|msps)\s+(?:get|keep|earn|make)\b|\bwhat\s+(?:%|percent(?:age)?)\s+do\s+(?:we|partners)\s+keep\b/gi, 'resellermargin'],
  // Using more than the fair-use line: what the site calls excessive usage (and what happens then: contact first,
  // limits as a last resort).
  [
    /\b(?:go(?:es)?\s+over(?:\s+(?:it|that|the\s+(?:limit|line|cap)))?|use\s+(?:it\s+)?(?:too\s+much|a\s+lot|heavily)|heavy\s+(?:users?|usage|use)|hammer\w*|(?:go(?:es)?|went|going)\s+(?:crazy|nuts|wild|overboard)|over-?use|power\s+users?)\b/gi,
    'excessive usage percentile contact resort',
  ],
  // Which models can be chosen: the list the products and pricing give.
  [/\b(?:which|what)\s+(?:llms?|models?|ai\s+models?|language\s+models?)\s+(?:can|could|do\s+(?:you|u)\s+(?:have|offer|support)|are\s+(?:there|available|supported|offered))\b/gi, 'choose among these AI models'],
  // Customers of an industry: the case studies ("examples of manufacturing companies", "law firms using threo").
  [
    /\b(?:examples?|references?)\s+of\s+(\w+)\s+(?:companies|firms|businesses|customers|clients|organi[sz]ations)\b|\b(\w+)\s+(?:companies|firms|businesses)\s+(?:using|that\s+use)\b/gi,
    '$1$2 case study',
  ],
  // Work done for others like the visitor: the case studies ("have you done anything like that for anyone").
  [
    /\b(?:have|did)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:ever\s+)?(?:done|built|delivered|worked\s+on)\s+(?:anything|something|this|that|work)\b|\b(?:companies|businesses|firms|customers|clients|organi[sz]ations|people)\s+like\s+(?:us|ours|me)\b/gi,
    'case study',
  ],
  // Jobs at Threo: the careers page's open positions.
  [
    /\b(?:any|open|remote|current|engineering|tech|dev|developer|sales|security|full-?time|part-?time)\s+(?:\w+\s+)?(?:jobs|openings|vacancies|roles|positions)\b|\bjobs?\s+(?:open|available|going)\b|\b(?:are|is)\s+(?:you|u|threo|y'?all)\s+(?:guys\s+)?hiring\b|^\W*(?:you|u)\s+(?:guys\s+)?hiring\b|\bhiring\s+(?:now|currently|at\s+the\s+moment|right\s+now)\b|^\W*(?:are\s+(?:you|u)\s+)?hiring\s+(?:any\s+)?(?:\w+\s+)?(?:engineers?|developers?|devs?|people|staff|designers?|salespeople|managers?)\b/gi,
    'open positions',
  ],
  // What a customer story's customer gained: its results.
  [
    /\bwhat\s+(?:did|do|does)\s+(?:they|it|the\s+\w+)\s+get\s+out\s+of\s+it\b|\bwhat\s+changed\s+for\s+them\b|\bhow\s+did\s+it\s+(?:go|turn\s+out|work\s+out|pay\s+off)\b|\bwhat\s+(?:was|were)\s+the\s+(?:outcomes?|payoff|benefits?)\b/gi,
    'results',
  ],
  // Whether an agent acts alone: the site says where a person approves, confirms or reviews.
  [
    /\b(?:does|do|did|will|would|is)\s+(?:any(?:body|one)|some(?:body|one)|a\s+(?:person|human)|(?:the\s+)?(?:people|humans?|staff|team))\s+(?:still\s+|actually\s+)?(?:check|review|approv|look\w*\s+at|sign\w*\s+off|confirm|verif|(?:have\s+to\s+)?retype)\w*|\b(?:by\s+(?:it|them)sel(?:f|ves)|on\s+(?:its|their)\s+own|autonomous\w*|unsupervised|without\s+(?:a\s+|any\s+)?(?:human|person|people|anyone|someone)(?:\s+(?:checking|check\w*|review\w*|looking|approv\w*|signing\s+off|in\s+the\s+loop))?)\b/gi,
    'person approves confirms reviews',
  ],
  // Leaving with one's data.
  [/\b(?:get|pull|take|download|move)\s+(?:our|my|all\s+(?:our|my)|the)\s+(?:data|stuff|content|files)\s+(?:out|back|with\s+us|away)\b/gi, 'export your data'],
  // Prices going up.
  [/\b(?:raise|raising|hike|hiking|increase|increasing|bump|put\s+up|jack\s+up)\s+(?:the\s+|your\s+|our\s+)?(?:prices?|fees?|rates?)\b|\bprice\s+(?:hike|rise|bump)s?\b|\b(?:putting|put|pushing|push|bumping|bump|jacking|jack)\s+(?:the\s+|your\s+|ur\s+|our\s+)?(?:prices?|fees?|rates?)\s+up\b/gi, 'price increase notice'],
  [/\bauto-?\s*renew\w*/gi, 'renew automatically'],
  // Branding the portal as one's own.
  [/\bwhite-?\s*label\w*|\bunder\s+(?:our|my)\s+(?:own\s+)?(?:brand|name|logo)\b|\brebrand\w*/gi, 'white-label own brand'],
  // Outages, recovery and incidents.
  [/\b(?:rto|rpo|disaster\s+recovery|back-?\s*ups?)\b/gi, 'recovery targets restore'],
  [/\b(?:goes|go|is|was|went)\s+(?:down|offline)\b/gi, 'outage'],
  [/\b(?:data\s+)?breach(?:es|ed)?\b|\b(?:get|got|gets|were|was)\s+hacked\b|\bsecurity\s+incident\b/gi, 'security incident notice'],
  // Who at Threo sees a customer's content.
  [/\bwho\s+(?:at\s+threo\s+)?(?:can|could|will|gets\s+to)\s+(?:see|read|look\s+at|access)\s+(?:our|my|the)\s+(?:data|chats?|conversations?|prompts|stuff)\b|\b(?:do|does|can|will)\s+(?:your|threo)\s+(?:staff|people|employees|team|engineers)\s+(?:see|read|look\s+at|access)\b/gi, 'access to your data zero data retention role-based access'],
  // Privacy rights and cookies.
  [/\bdsar\b/gi, 'rights request access personal data'],
  // Which cookies the site sets: the consent categories, all off until chosen, and rejecting them all (what it stores
  // before a choice is the strictly necessary information, searched as asked).
  [
    /(?:\b(?:what|which)\s+cookies\b|\bcookies?\s+(?:do|does)\s+(?:you|u|ur|your|this|the)\s+(?:site|website)?\s*(?:use|set|drop|store|have)\b|\btracking\s+(?:cookies|ones)\b)(?![^?.!]*\bbefore\b)/gi,
    '$& optional categories analytics functionality personalization advertising reject',
  ],
  // "…before i click accept": nothing optional until a choice is made, as well as what needs no consent.
  [/\bbefore\s+(?:i|we|you|they)\s+(?:click|hit|press|tap|choose|say|give|make)\b[^?.!]{0,25}?\b(?:accept|consent|yes|ok|agree|choice)\w*/gi, '$& until you make a choice every optional category is off analytics tools'],
  [/\b(?:site|website|page|threo|you|u)\s+(?:\w+\s+)?track(?:s|ing)?\s+(?:me|us|visitors|people|users)\b/gi, 'analytics cookies store'],
  [/\b(?:stop|turn\s+off|disable|block|opt\s+out\s+of)\s+(?:the\s+|your\s+)?(?:tracking|analytics|cookies)\b|\b(?:turn|switch)\s+(?:the\s+|your\s+|ur\s+|our\s+)?(?:tracking|analytics|cookies)\s+off\b/gi, 'cookie settings reject'],
  [/\b(?:get\s+off|leave|stop)\s+(?:the\s+|your\s+)?(?:newsletter|mailing\s+list|emails)\b/gi, 'unsubscribe newsletter'],
  // Contract length.
  [/\block-?\s*in\b|\blocked\s+in\b|\bcontract\s+length\b|\bminimum\s+(?:term|commitment|contract)\b|\bhow\s+long\s+is\s+the\s+(?:contract|commitment)\b/gi, 'term renew termination'],
  // Building agents.
  [/\bdrag[\s-]+(?:and|&|n)[\s-]+drop\b/gi, 'visual workflow editor'],
  // Writing code in the no-code builder: its developer extensions, custom tools and connectors in code.
  [/\b(?:write|writing|add|adding|use|using)\s+(?:actual\s+|real\s+|my\s+own\s+|our\s+own\s+|custom\s+|some\s+)?code\b/gi, '$& developer extensions custom tools connectors in code'],
  [
    /\b(?:(?:my|our)\s+own|custom|actual|real)\s+code\b|\bwrite\s+(?:some\s+|actual\s+|real\s+|(?:my|our)\s+own\s+)?code\b|\b(?:strictly|purely|only|just)\s+no[\s-]*code\b/gi,
    'developer extensions code',
  ],
  // AI getting things wrong.
  [/\bhallucinat\w*|\bmak(?:e|es|ing)\s+(?:stuff|things|answers|shit)\s+up\b|\bwrong\s+answers?\b/gi, 'inaccurate wrong answers'],
  // Each client apart from the others.
  [/\b(?:each|every)\s+(?:one|client|customer)\b[^?.!]{0,30}?\b(?:its|their)\s+own\s+(?:(?:separate|seperate|private|isolated)\s+)?(?:portal|tenant|instance|workspace|space|area|environment)\b|\b(?:separate|seperate)\s+(?:space|area|instance|environment|workspace)s?\s+(?:for|per)\s+(?:each\s+)?(?:client|customer)s?\b|\b(?:client|customer)\s+a\b[^?.!]{0,40}?\b(?:client|customer)\s+b\b/gi, 'multi-tenant tenant isolation own portal'],
  // Whether the AI acts without a person.
  [/\b(?:on\s+its\s+own|by\s+itself|all\s+by\s+itself|without\s+(?:a\s+)?(?:human|person|anyone)(?:\s+(?:checking|looking|reviewing|approving))?)\b/gi, 'automatically people review approve'],
  // Agents calling agents.
  [/\bagents?\s+(?:call(?:ing|s)?|talk(?:ing|s)?\s+to|us(?:e|es|ing))\s+(?:other|another|each\s+other(?:'s)?)(?:\s+agents?)?\b/gi, 'agent-to-agent function calling'],
  // Missing a live session.
  [/\b(?:can'?t|cannot|can\s+not|won'?t|unable\s+to)\s+(?:make\s+it|attend|join|be\s+there)\b/gi, 'recording'],
  // A change during the contract.
  [/\bmid[\s-]+(?:contract|term|year|subscription)\b|\bduring\s+(?:the|our)\s+(?:contract|term)\b/gi, 'renewal'],
  // When something came out, and how long Threo has done it.
  [/\b(?:come|came|comes)\s+out\b|\bwas\s+(?:it\s+)?released\b|\bget\s+released\b/gi, 'launches'],
  [/\bhow\s+long\s+(?:have|has)\s+(?:you|u|threo|the\s+company|y'?all)(?:\s+guys)?\s+been\s+(?:doing|making|building|selling|offering|running)\b/gi, 'when first'],
  [/\b(?:threo'?s|your|the\s+company'?s?)\s+(?:background|history|origins?|roots)\b|\bwhere\s+(?:did|do)\s+(?:you|threo)(?:\s+guys)?\s+come\s+from\b/gi, 'our story began founded'],
  // Privacy rights requests.
  [/\b(?:gdpr|data|subject|privacy)\s+(?:(?:access|deletion|erasure)(?:\s*\/\s*\w+)?\s+)?requests?\b/gi, 'rights request personal data answer'],
  // What a word means.
  [/\bwhat\s+(?:actually\s+|exactly\s+|really\s+)?(?:counts|qualifies)\s+as\b|\bdefin(?:e|ition\s+of)\b/gi, 'means is one that'],
  // What a case study's agents do, and what it brought.
  [/\b(?:get|got|gain(?:ed)?)\s+out\s+of\s+(?:it|this|that)\b/gi, 'results'],
  // "the hr bot thing", "what does it actually handle": the HR agent, and what it does.
  [/\bhr\s+(?:bot|chatbot|chat\s*bot|assistant|ai)(?:\s+thing)?\b/gi, 'HR agent'],
  [/\bwhat\s+(?:do|does|did|can|will)\s+(?:the\s+|your\s+|ur\s+|that\s+|this\s+)?(hr|web\s+chatbot|chatbot|custom|multi-?llm(?:\s+conversation)?)\s+(?:ai\s+)?(?:agents?|bots?|one|thing)\s+(?:actually\s+|really\s+)?(?:handle|cover|deal\s+with|take\s+care\s+of)\b/gi, 'what does the $1 agent do'],
  [/\bwhat\s+(?:do|does|can|will)\s+(?:it|they)\s+(?:actually\s+|really\s+)?(?:handle|cover|deal\s+with|take\s+care\s+of)\b/gi, 'what does it do'],
  [/\bwhat\s+(?:do|does|did)\s+(?:the\s+)?(?:ai|agents?|bots?)\s+(?:actually\s+|really\s+)?(?:do|handle)\b/gi, 'what the agent does'],
  // Passing a conversation to a person, and the record of what an agent did.
  [/\bhand(?:s|ing|ed)?[\s-]*off\b|\bhandoffs?\b|\bescalat\w*|\b(?:real|live|actual)\s+(?:person|human|people|agent)\b/gi, 'hand over to a person'],
  [/\baudit\s+(?:trail|log)s?\b/gi, 'record audit'],
  // A demo call.
  [/\bwhat\s+(?:happens|to\s+expect)\s+(?:on|in|during|at)\s+(?:a|the|your)\s+demo\b|\bdemo\s+call\b/gi, 'demo what to expect'],
  // Usage limits, and going beyond them.
  [/\b(?:token|message|usage)\s+(?:caps?|limits?|quotas?)\b|\bcaps?\s+on\s+(?:tokens|messages|usage)\b/gi, 'usage limited fair use token limits'],
  [/\b(?:blow|go|going|went)\s+(?:past|over|beyond)\s+(?:it|that|the\s+\w+)\b|\bgo\s+over\b|\bexceed\w*/gi, 'excessive usage'],
  // Where the platform runs.
  [/\bdata\s*cent(?:er|re)s?\b|\bdata\s+(?:residency|sovereignty|localisation|localization)\b|\b(?:keep|store|host|hosted|stored|kept)\s+(?:everything|it\s+all|(?:all\s+)?(?:of\s+)?(?:our|the)\s+data)?\s*(?:only\s+)?(?:in|inside|within)\s+(?:the\s+)?(?:eu|uk|us|usa|europe|australia|canada|germany|country)\b|\b(?:eu|uk|us|european|onshore|australian|local)\s+(?:data\s+)?(?:hosting|residency|regions?|servers?)\b/gi, 'datacenter'],
  // Where data is kept: the site names no region, only that providers may process data outside your country.
  [
    /\bwhere(?:\s+(?:exactly|physically|actually|precisely))?(?:'s|’s|\s+is|\s+are|\s+do\s+you\s+(?:store|host|keep))\s+(?:our|my|the|your|customer)?\s*(?:data|stuff|files|content)\b|\bwhere\s+(?:are|r)\s+(?:your|ur|the)\s+servers\b|\bwhich\s+(?:region|data\s*cent(?:er|re))\b(?:\s+(?:physically|actually|really))?(?:\s+(?:hosted|stored|kept|located|held))?|\bphysically\s+(?:hosted|stored|located|kept)\b|\bwhere\s+(?:our|my|the|your|customer)\s+(?:data|stuff|files|content)\s+(?:(?:is|are|gets?|will\s+be)\s+)?(?:physically\s+|actually\s+)?(?:hosted|stored|kept|located|held|lives?|sits?)\b|\bhost(?:ed|ing)?\s+(?:(?:it|this|threo\w*|everything|us|(?:our|the)\s+data)\s+)?(?:in|within|inside)\s+(?:the\s+)?(?:eu|europe|germany|uk|us|usa|eea)\b|\bdata\s+(?:residency|location|region|sovereignty)\b|\b(?:an?\s+)?(?:eu|european|europe|uk|us|german)(?:[\s-]+only)?\s+(?:region|data\s*cent(?:er|re)s?|servers?|hosting)\b|\bkeep\s+(?:all\s+)?(?:of\s+)?(?:our|my|the)\s+(?:data|stuff|files)\s+(?:in|within|inside)\s+(?:the\s+)?(?:eu|europe|germany|uk|us|usa|eea)\b|(?<=\bon\s+)(?:servers?|hardware)\s+(?:in|within|inside)\s+(?:the\s+)?(?:eu|europe|germany|uk|us|usa|eea)\b|\b(?:stay|stays|remain|remains|kept|hosted|stored)\s+(?:in|within|inside)\s+(?:the\s+)?(?:eu|europe|germany|uk|us|usa|canada|australia|eea)\b(?:\s*(?:\/|or)\s*(?:the\s+)?(?:eu|europe|germany|uk|us|usa|eea))?(?:\s+only)?/gi,
    'datacenter',
  ],
  [/\bon[\s-]?prem(?:ise|ises)?\b|\bself[\s-]?host(?:ed|ing)?\b|\b(?:our|my)\s+own\s+(?:data\s*cent(?:er|re)s?|servers?|infrastructure|hardware)\b/gi, 'onprem'],
  [/\bcontext\s+window\b/gi, 'token limits'],
  // The playground itself.
  [/\bthis\s+(?:chat\s*box|chat\s+window|chat|chatbot|bot|assistant|playground|ai\s+box|widget)\b|\b(?:the|your)\s+(?:chat\s*box|chat\s+window|playground|ai\s+box|widget)\b|\bwhat\s+i\s+type\s+(?:in\s+)?here\b|\b(?:ai\s+)?chat(?:\s*box|\s+window|\s+thing|\s+widget)?\s+(?:thing\s+)?(?:on|in)\s+(?:the\s+|your\s+|ur\s+)?(?:home\s*page|website|site)\b/gi, 'AI playground on our home page sent to our server'],
  // What happens when the assistant cannot help: the conversation needs a person, and the service desk is the ITSM.
  [
    /\b(?:when|if)\s+(?:the\s+|your\s+|our\s+)?(?:bot|ai|agent|chatbot|assistant|portal|it|threoai)\s+(?:can'?t|cannot|can\s+not|doesn'?t|does\s+not|won'?t|is\s+unable\s+to|fails\s+to)\s+(?:\w+\s+)?(?:answer|fix|solve|resolve|help|handle)\w*(?:\s+(?:something|it|a\s+question|the\s+issue|the\s+problem))?|\b(?:chats?|conversations?|questions?)\s+(?:that\s+)?(?:can'?t|cannot|can\s+not)\s+be\s+(?:answered|resolved|solved)\b|\bwhen\s+(?:it|the\s+bot|the\s+ai|the\s+agent)\s+gets?\s+stuck\b/gi,
    'conversation needs a person',
  ],
  [/\bservice\s*desk\b/gi, 'service desk ITSM'],
  // A system with no ready connector: ThreoBuilder's developer extensions call any API from its documentation.
  [
    /\b(?:threo\w*|builder|agents?|platform|bot)\s+(?:still\s+|even\s+|actually\s+)?(?:talk|speak|connect)s?\s+(?:to|with)\s+(?:it|them|that|this)\b|\b(?:no|nobody\s+has\s+an?)\s+(?:\w+\s+)?connectors?(?:\s+(?:exists?|available|for\s+it))?\b|\b(?:internal|legacy|old|custom|in[\s-]*house|homegrown|home[\s-]+grown)\s+(?:\w+\s+)?apis?\b/gi,
    'connectors API documentation developer extensions',
  ],
  // What a ticket raised from a conversation holds ("what info ends up in the ticket").
  [/\b(?:ends?\s+up|goes|go|gets?\s+(?:put|written))\s+in(?:to)?\s+(?:the\s+|a\s+|each\s+)?tickets?\b/gi, 'ticket arrives with a summary and the steps already tried'],
  // Tickets raised from a conversation.
  [/\b(?:raise|raises|raised|open|opens|log|logs|file|files)\s+(?:a\s+|the\s+)?tickets?\b/gi, 'create a ticket'],
  [/\bput\s+(?:the\s+|your\s+|our\s+)?(?:prices?|fees?)\s+up\b/gi, 'price increase notice'],
  [/\bheads[\s-]+up\b/gi, 'notice'],
  // Who owns what is built.
  // "Who owns security" asks for a person, as "who leads" does; "who owns the agents" asks about rights.
  [/\bwho\s+owns\s+(?=(?:security|sales|product|engineering|support|privacy|compliance|marketing|operations|finance|partnerships|data\s+protection)\b)/gi, 'who leads '],
  [/\bwho\s+owns\b/gi, 'ownership rights'],
  // What may not be put on the platform.
  [/\b(?:not\s+(?:permitted|allowed)|forbidden|prohibited|banned)\s+(?:to\s+)?(?:upload|submit|put|paste|share|send)\b|\b(?:can'?t|cannot|shouldn'?t|should\s+not|must\s+not|mustn'?t|(?:not|never)\s+supposed\s+to)\s+(?:(?:we|i|you|u|staff|people|users)\s+)?(?:upload|paste|put|submit|enter|share)\b/gi, 'must not be submitted'],
  [/\bbusiness\s+associate\s+agreements?\b/gi, 'BAA'],
  // What Threo builds: its three solutions.
  [/\bwhat\s+(?:kinds?|sorts?|types?)\s+of\s+(?:stuff|things|work|projects|solutions|agents)\s+(?:do|can|could)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:actually\s+)?(?:build|do|make|offer|deliver)\b|\bwhat\s+(?:are|r)\s+(?:your|ur)\s+['"‘’“”]?solutions\b/gi, 'three ways to put AI to work solutions'],
  // "Hit an API": call it.
  [/\bhit\s+(?=(?:\w+\s+){0,3}?(?:rest\s+)?(?:apis?|endpoints?)\b)/gi, 'call '],
  // How the partner programme runs: its three phases.
  [/\b(?:partner|msp|reseller)\s+program(?:me)?\s+(?:actually\s+)?work\b|\bphased\s+(?:thing|approach|plan|program(?:me)?)\b|\b(?:is\s+there\s+(?:like\s+)?a\s+)?phased\s+thing\b/gi, '$& three-phase method'],
  // How an implementation goes: the solutions page's approach.
  [/\bimplementation\b(?=[^?.!]{0,50}\b(?:go|goes|work|works|steps|process|look\s+like)\b)|\bimplementation\s+(?:process|steps)\b/gi, 'our implementation approach'],
  // Prices with or without tax: the Terms' fees.
  [/\b(?:incl(?:uding|udes?|\.)?|exclusive\s+of|excl(?:uding|udes?|\.)?)\s+(?:sales\s+)?(?:tax|vat|gst)\b|\b(?:tax|vat|gst)\b(?=[^?.!]{0,25}\bon\s+top\b)/gi, 'fees exclusive of taxes'],
  // Selling someone's details: the privacy policy says it sells no personal data.
  [/\b(?:sell|selling|sold)\s+(?:them|it|my\s+(?:data|details|info)|our\s+(?:data|details|info)|personal\s+data|(?:the|my|our)\s+contact\s+details)\b/gi, 'sell personal data'],
  // Before consent: every optional category is off; only strictly necessary information is stored.
  [/\bbefore\s+(?:i|you|we|u)\s+(?:click|hit|press|accept|agree|consent|choose)\b(?:\s+(?:anything|accept|on\s+the\s+banner))?|\b(?:i|we)\s+(?:didn'?t|did\s+not|haven'?t|have\s+not)\s+(?:click(?:ed)?|accept(?:ed)?|chos(?:e|en)|pick(?:ed)?|agree(?:d)?)\s+(?:anything|it|them|yet)\b(?:\s+yet)?/gi, 'until you make a choice optional category off strictly necessary'],
  // A cap on use, not on liability: the fair-use policy.
  [/\bcap\s+on\s+(?:how\s+(?:much|many(?:\s+\w+)?)|usage|use|tokens?|messages?|requests?)\b|\btoken\s+(?:bills?|limits?|caps?|charges?)\b/gi, '$& usage limited'],
  // What is stored though cookies are rejected: the strictly necessary information.
  [/\bwhat\s+(?:do\s+|does\s+|will\s+)?(?:you|u|the\s+site|it)\s+still\s+(?:store|keep|track|save|collect|set)\b/gi, 'strictly necessary information store'],
  // "The 10% off": a discount.
  [/\b\d+(?:\.\d+)?\s*%\s+off\b/gi, '$& discount'],
  // Encryption at rest: the site names encryption in transit only.
  [/\b(?:encrypt\w*|encryption)\s+at\s+rest\b|\bat[\s-]+rest\s+encryption\b/gi, 'encryptionatrest'],
  [/\baes[\s-]*256\b/gi, 'aes256'],
  // An audit report or certificate: the site says its controls follow the SOC 2 framework, and offers no report.
  [/\bsoc\s*2?\s+(?:type\s+(?:ii|2|i|1)\s+)?(?:reports?|audits?|attestations?|certificat\w*)\b|\bpen(?:etration)?[\s-]*test(?:s|ing)?(?:\s+reports?)?\b/gi, 'socreport'],
  // Someone under 18 ("my intern is seventeen"): the Terms' minimum age.
  [/\b(?:is|are|aged?|turns?|only)\s+(?:1[0-7]|under\s+18)\b(?:\s*(?:years?\s+old|yo|y\/o))?|\bminors?\b|\bunder-?age\b|\b1[0-7]\s*(?:yr|year)s?[\s-]*olds?\b/gi, 'minimum age 18 years old'],
  // Putting patient data on the platform: the Terms' specially regulated data (only with written permission) and HIPAA.
  [
    /\b(?:upload\w*|put\w*|past\w*|submit\w*|send\w*|enter\w*|load\w*|stor\w*)\s+(?:\w+\s+){0,5}?(?:patient|health|medical|clinical|phi)\s+(?:records?|data|info\w*|details|notes|files)\b|\b(?:patient|health|medical|clinical)\s+(?:records?|data|info\w*|details|notes|files)\s+(?:in|into|on)\s+(?:to\s+)?(?:threo\w*|the\s+platform|it)\b|\bpatient\s+data\s+in\s+or\s+not\b/gi,
    'health information prior written permission HIPAA protected health information',
  ],
  // Identity and payment numbers ("passport numbers", "SSNs", "card numbers"): specially regulated data the Platform
  // takes only with written permission.
  [
    /\b(?:passport|social\s+security|national\s+insurance|driver'?s?\s+licen[cs]e|tax\s+id|government\s+id)\s+(?:numbers?|nos?|details|scans?)\b|\bssns?\b|\b(?:credit|debit|payment)\s+card\s+(?:numbers?|details)\b|\bbank\s+(?:account\s+)?(?:details|numbers?)\b/gi,
    '$& government identification numbers payment card bank details prior written permission',
  ],
  [/\bt\s*&\s*cs?\b|\bterms\s+and\s+conditions\b|\btos\b/gi, 'Terms of Service'],
  // When invoices are due.
  [/\bhow\s+long\s+(?:do|have)\s+(?:we|i)\s+(?:get|got|have)\s+to\s+pay\b|\bwhen\s+(?:are|is)\s+(?:the\s+|your\s+)?(?:invoices?|payments?)\s+due\b/gi, 'payment terms net'],
  [/\bwhat(?:'s|\s+is)\s+(?:a|the|your)\s+demo\s+like\b|\bhard\s+sell\b/gi, 'demo what to expect not a sales script'],
];

/** A question in the site's words: each turn of phrase above rewritten. */
/** The things the site does not name that a question names in other words ("self host": onprem), as it words them. */
export interface ThingInOtherWords {
  /** The visitor's words ("self host"). */
  readonly words: string;
  /** The thing the site does not name ("onprem"). */
  readonly thing: string;
}

export const thingsNamedInOtherWords = (question: string): readonly ThingInOtherWords[] =>
  PHRASE_EQUIVALENTS.flatMap(([pattern, replacement]) =>
    THINGS_THE_SITE_DOES_NOT_NAME.has(replacement)
      ? [...question.matchAll(pattern)].map((match) => ({ words: match[0], thing: replacement }))
      : [],
  );

export const rephrase = (question: string): string =>
  PHRASE_EQUIVALENTS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), question);

/** "prices" → "price", "MSPs" → "msp", "boxes" → "box"; "business", "status" and "-ies" words are left alone. */
const singular = (word: string): string => {
  if (word.length < 4 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('ies') ? word : word.slice(0, -1);
};

/** A light, deterministic suffix stripper: plurals first, then one ending, keeping at least four letters. */
export const stem = (word: string): string => {
  const base = singular(word);
  for (const suffix of SUFFIXES) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 4) {
      const root = base.slice(0, -suffix.length);
      if (suffix === 'ies') return `${root}y`;
      // "capped" → "cap", "planning" → "plan", "submitted" → "submit"; "billed" and "passed" keep their double letter.
      return /([bdgmnpt])\1$/.test(root) ? root.slice(0, -1) : root;
    }
  }
  return base;
};

const stemAll = (words: readonly string[]): string | string[] => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length === 1 ? stem(kept[0] as string) : kept.map(stem);
};

/** Lower case, no stop words, no single letters, stemmed; a visitor's word also as the site's own. */
export const processTerm = (term: string): string | string[] | null => {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  // "BAAs" is a BAA: the plural of a thing the site does not name is that thing.
  const thing = THINGS_THE_SITE_DOES_NOT_NAME.has(singular(lower)) ? singular(lower) : lower;
  const equivalent = EQUIVALENT_WORDS.get(thing);
  return equivalent === undefined ? stem(lower) : stemAll(equivalent.flatMap((word) => word.split('-')));
};

/**
 * Words in nearly every passage of an AI company's site: they cannot tell passages apart, yet searching them
 * costs the most. They stay in the index and are dropped from questions only.
 */
const QUERY_ONLY_STOP_WORDS: ReadonlySet<string> = new Set(['ai', 'threo']);

export const processQueryTerm = (term: string): string | string[] | null => {
  const processed = processTerm(term);
  return processed === null || (typeof processed === 'string' && QUERY_ONLY_STOP_WORDS.has(processed)) ? null : processed;
};

export const INDEXED_FIELDS = ['title', 'text', 'keywords'] as const;

/** Words shorter than this are never matched fuzzily (too many neighbours). */
const FUZZY_MIN_LENGTH = 6;
/** The share of a word's length that may differ (with `maxFuzzy` below, one edit). */
const FUZZY_DISTANCE = 0.15;

/**
 * Fuzzy matching only for a word the index does not contain: a known word is no typo, and the fuzzy walk of the
 * index is the most expensive part of a search (about half of its time on this knowledge).
 */
export const fuzzyForUnknownWords =
  (vocabulary: ReadonlySet<string>) =>
  (term: string): number | false =>
    term.length >= FUZZY_MIN_LENGTH && !vocabulary.has(term) ? FUZZY_DISTANCE : false;

export const QUERY_OPTIONS: SearchOptions = {
  processTerm: processQueryTerm,
  boost: { title: 2, keywords: 1.5, text: 1 },
  // Prefix matches let "integrat" reach "integrations"; fuzzy matches forgive one typo in longer words
  // (a knowledge base narrows this to words it does not know: see `fuzzyForUnknownWords`).
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY_DISTANCE : false),
  // One edit at most: enough for a typo, and the fuzzy walk of the index stays cheap.
  maxFuzzy: 1,
  combineWith: 'OR',
};

export const MINISEARCH_OPTIONS: Options<Passage> = {
  idField: 'id',
  fields: [...INDEXED_FIELDS],
  storeFields: [],
  processTerm,
  searchOptions: QUERY_OPTIONS,
};
