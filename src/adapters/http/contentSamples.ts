// The built-in sample content (CONTENT-6, CONTENT-8, CASE-4): three blog posts and the six case studies, shown when the
// content files cannot be read. Loaded on demand by FetchContentRepository, never on a page that works.
// Generated from content/ by `npm run content -- --write-samples`; `npm run content` fails when it is stale.
import type { BlogPost, CaseStudy } from '../../domain/content';

export const CONTENT_SAMPLES: { readonly blogPosts: readonly BlogPost[]; readonly caseStudies: readonly CaseStudy[] } = {
  blogPosts: [
    {
      "title": "Getting Started with ThreoAI: Your First Week, Step by Step",
      "date": "2026-10-13",
      "slug": "getting-started-with-threoai",
      "thumbnail": "/images/blog/getting-started-with-threoai.svg",
      "author": "Priya Raman",
      "category": "Tutorials",
      "tags": [
        "ThreoAI",
        "Getting started",
        "Knowledge base",
        "AI models"
      ],
      "description": "A practical plan for your first week with ThreoAI: pick a plan and models, connect your knowledge, set up conversation starters, invite your team and read the analytics.",
      "content": "ThreoAI is the chat portal where your team talks to AI: the leading language models and your own AI agents, in one branded place, with your company's knowledge behind every answer. This guide walks through the first week, in the order we see work best with new customers.\n\n## Day 1: choose a plan and your models\n\nStart with who will use the portal and for what.\n\n- **Team** ($30 per user per month) includes one AI model, 200 web searches a month, files up to 10MB and 30 days of conversation history. It suits a single department getting started.\n- **Business** ($40 per user per month) includes up to four models, unlimited web search, files up to 25MB and 90 days of history. It suits organisations where different teams prefer different models.\n\nEvery plan starts with **GPT on Azure with zero data retention**, so nothing you type is kept by the model provider. You can add GPT native, Claude, Gemini, Command R, Mistral or LLaMA; each model beyond those your plan includes costs $5 per user per month. The [pricing calculator](/pricing) shows the total before you commit, including the 10% discount for annual billing.\n\n> Tip: begin with one or two models. It is easier to explain \"use this one for drafting, that one for analysis\" than to offer seven choices on day one.\n\n## Day 2: connect your knowledge\n\nA portal that only knows the public internet gives generic answers. Upload the documents your team already relies on: policies, product sheets, process guides, the FAQ your help desk keeps answering. ThreoAI indexes them for **retrieval**: when someone asks a question, the portal finds the relevant passages and gives them to the model, so the answer is grounded in your material and cites where it came from.\n\nA few habits pay off:\n\n1. **Start with the documents people ask about most.** Ten well-chosen files beat a thousand random ones.\n2. **Remove outdated versions.** Retrieval will happily quote last year's travel policy if it is still there.\n3. **Name files clearly.** The source name appears with the answer, and \"Expense policy 2026\" inspires more trust than \"final_v3\".\n\n## Day 3: write conversation starters\n\nConversation starters are the suggested prompts people see when they open the portal. Team plans have 5 and Business plans 15. Use them to teach by example:\n\n- \"Summarise this contract and list every renewal date.\"\n- \"Draft a reply to this customer email in our house style.\"\n- \"What does our leave policy say about carrying days over?\"\n\nGood starters name a real task, mention the input the person should paste or attach, and describe the output they will get.\n\n## Day 4: brand the portal and invite your team\n\nThreoAI is multi-tenant and white-label: your logo, your colours and your name at the top of the page. MSPs run one portal per client from the same administration view. Invite a pilot group first, ideally people who handle many repetitive questions or documents, and ask them to keep a note of what worked and what did not.\n\n## Day 5: read the analytics\n\nBy the end of the week the analytics show which models people use, how many conversations they start and which starters they pick. Look for three things:\n\n- **Questions the knowledge base could not answer.** Each is a document you should add.\n- **Starters nobody uses.** Rewrite them or replace them.\n- **Heavy users.** They are your champions for the wider rollout.\n\n## What comes next\n\nOnce the portal is part of the daily routine, the next step is usually an AI agent that does one job end to end: answering HR questions, chatting with website visitors, or a custom agent built in [ThreoBuilder](/products/threobuilder). If your team uses an ITSM tool, connect it so the portal can raise tickets where a person needs to act.\n\nWant a guided start? [Book a demo](/company/demo) and we will set up the first week with you.",
      "related": [
        {
          "title": "Choosing a Language Model in ThreoAI: A Practical Guide",
          "date": "2026-08-04",
          "slug": "choosing-a-language-model-in-threoai",
          "thumbnail": "/images/blog/choosing-a-language-model-in-threoai.svg",
          "author": "Priya Raman",
          "category": "Tutorials",
          "tags": [
            "Whitepaper",
            "AI models",
            "ThreoAI",
            "Getting started",
            "Multi-LLM"
          ],
          "description": "GPT, Claude, Gemini, Command R, Mistral or LLaMA? How to choose models for your workspace by task, data sensitivity and plan, and how to test them against each other."
        },
        {
          "title": "Multi-LLM Conversations: Ask Two Models, Compare the Answers",
          "date": "2026-05-12",
          "slug": "multi-llm-conversations",
          "thumbnail": "/images/blog/multi-llm-conversations.svg",
          "author": "Priya Raman",
          "category": "Product Updates",
          "tags": [
            "Multi-LLM",
            "AI models",
            "ThreoAI",
            "AI agents"
          ],
          "description": "The multi-LLM conversation agent puts several language models into one conversation, so you can compare their answers, let one check another, and pick the best model for each kind of work."
        },
        {
          "title": "Retrieval-Augmented Generation, Explained for MSPs",
          "date": "2026-10-27",
          "slug": "rag-explained-for-msps",
          "thumbnail": "/images/blog/rag-explained-for-msps.svg",
          "author": "Daniel Okafor",
          "category": "AI Trends",
          "tags": [
            "Whitepaper",
            "Retrieval",
            "MSP",
            "Knowledge base",
            "AI agents"
          ],
          "description": "What retrieval-augmented generation is, why it matters more than which model you pick, and how managed-service providers can offer it to every client without building it from scratch."
        }
      ]
    },
    {
      "title": "The Future of AI in Customer Support: From Deflection to Resolution",
      "date": "2026-09-01",
      "slug": "future-of-ai-in-customer-support",
      "thumbnail": "/images/blog/future-of-ai-in-customer-support.svg",
      "author": "Daniel Okafor",
      "category": "AI Trends",
      "tags": [
        "Customer support",
        "AI agents",
        "Chatbots",
        "Retrieval"
      ],
      "description": "The first chatbots tried to keep customers away from your team. The next generation resolves their questions, knows when to hand over, and acts in your systems. Here is what changes.",
      "content": "For a decade, \"AI in customer support\" mostly meant deflection: a chatbot whose job was to keep customers away from the people who could actually help. Customers learned to type \"agent\" until a human appeared. That era is ending, and what replaces it looks very different.\n\n## 1. Answers grounded in your own knowledge\n\nThe old bots matched keywords to canned replies. Today's support agents use **retrieval-augmented generation**: they search your help centre, product documentation and policies for the passages that answer the question, and compose a reply from them, with the source attached. The difference for the customer is that the answer fits their actual question. The difference for you is that updating the answer means updating a document, not retraining a bot.\n\nThe practical consequence: the quality of your AI support is now the quality of your documentation. Teams that invest in clear, current help articles get an agent that answers well; teams that do not get an agent that answers confidently and wrongly.\n\n## 2. Knowing when to hand over\n\nThe best support agents are defined as much by what they do not answer as by what they do. A well-designed agent recognises billing disputes, complaints, legal questions and anything involving personal data, and passes them to a person with the conversation so far, so the customer never repeats themselves.\n\nHandover rules belong in the design from day one:\n\n- **Topics** that always go to a person (refunds above a threshold, cancellations, complaints).\n- **Signals** such as repeated rephrasing or frustration in the customer's words.\n- **Confidence**: when retrieval finds nothing relevant, the agent should say so and offer a person, not improvise.\n\n## 3. Agents that act, not just answer\n\n\"Your ticket has been created, reference 4471, and an engineer will call you this afternoon\" is a better answer than \"please contact support\". Support agents increasingly work inside the tools your team already uses: they create and update tickets in the ITSM system, look up order status, and book callbacks. Each action is a small, well-defined function with clear permissions, which is exactly what a builder like [ThreoBuilder](/products/threobuilder) is designed to wire up without code.\n\n## 4. More than one model\n\nNo single language model is best at everything. Some are stronger at careful reasoning, some are faster and cheaper for simple replies, some handle particular languages better. Support teams are starting to route work between models, or to compare two models' answers on difficult cases. A portal that offers GPT, Claude, Gemini, Command R, Mistral and LLaMA side by side makes that a configuration choice rather than a new project.\n\n## 5. Privacy as a design requirement\n\nSupport conversations contain names, addresses, order numbers and sometimes health or financial details. Customers and regulators expect that data to stay under control. Look for **zero data retention by default**, so the model provider keeps nothing, and for a vendor that can show SOC 2, HIPAA and GDPR compliance where your customers need it. Our [security page](/security) explains how we handle this.\n\n## What to do now\n\nIf you are planning AI for your support desk, start small and concrete:\n\n1. Pick the ten questions your team answers most often and check that your documentation answers each one clearly.\n2. Put an agent on your website for those questions, with explicit handover rules. Our web chatbot agent costs $199 a month.\n3. Measure resolution, not deflection: how many conversations ended with the customer's problem solved?\n\nThe teams that do this well do not replace their support staff. They stop spending those people's time on questions a document can answer, and give it back to the conversations that need a human.",
      "related": [
        {
          "title": "Set Up a Website Chat Agent That Knows When to Hand Over",
          "date": "2026-04-14",
          "slug": "website-chat-agent-handover",
          "thumbnail": "/images/blog/website-chat-agent-handover.svg",
          "author": "Daniel Okafor",
          "category": "Tutorials",
          "tags": [
            "Chatbots",
            "Customer support",
            "AI agents",
            "Tutorials"
          ],
          "description": "A practical setup guide for a web chatbot agent: the knowledge it answers from, the topics it must never handle, the handover to your team, and how to check its quality every week."
        },
        {
          "title": "Webinar: Retrieval-Augmented Generation for MSPs",
          "date": "2026-11-26",
          "slug": "webinar-rag-for-msps",
          "thumbnail": "/images/blog/rag-explained-for-msps.svg",
          "author": "Daniel Okafor",
          "category": "AI Trends",
          "tags": [
            "Webinar",
            "Retrieval",
            "MSP",
            "AI agents"
          ],
          "description": "Our free live webinar on October 30, 2027 at 11:30am ET: how managed-service providers turn their clients' documents into accurate, cited AI answers, and how to package it as a service."
        },
        {
          "title": "Retrieval-Augmented Generation, Explained for MSPs",
          "date": "2026-10-27",
          "slug": "rag-explained-for-msps",
          "thumbnail": "/images/blog/rag-explained-for-msps.svg",
          "author": "Daniel Okafor",
          "category": "AI Trends",
          "tags": [
            "Whitepaper",
            "Retrieval",
            "MSP",
            "Knowledge base",
            "AI agents"
          ],
          "description": "What retrieval-augmented generation is, why it matters more than which model you pick, and how managed-service providers can offer it to every client without building it from scratch."
        }
      ]
    },
    {
      "title": "Case Study: How Company X Turned AI Into a Managed Service",
      "date": "2026-08-18",
      "slug": "case-study-company-x",
      "thumbnail": "/images/blog/case-study-company-x.svg",
      "author": "Elena Varga",
      "category": "Case Studies",
      "tags": [
        "MSP",
        "ThreoAI",
        "White label",
        "Grow revenue profitably"
      ],
      "description": "A managed-service provider saw AI as a threat to its help-desk revenue. Within one quarter it was selling a white-labelled AI portal and agents to its own clients.",
      "content": "Company X is a managed-service provider that looks after the IT of small and mid-sized businesses: accounting firms, clinics, distributors and local councils. It asked us not to publish its name, because several of the clients in this story are still in the middle of their own rollouts. Everything else here is as it happened.\n\n## The problem: AI was arriving without them\n\nCompany X's leadership noticed a pattern in their quarterly reviews. Clients were asking about AI, and some had already started: staff pasting documents into free consumer chatbots, managers buying individual subscriptions on company cards. Nobody knew where the data went. At the same time, the simple tickets that kept the help desk busy, password resets and \"how do I\" questions, were exactly the kind of work AI handles well.\n\nThe risk was clear: if clients adopted AI on their own, Company X would lose both the revenue from routine tickets and its role as the trusted adviser on technology.\n\n## The approach: become the AI provider\n\nInstead of waiting, Company X joined the Threo partner programme and followed its three phases.\n\n### Foundation\n\nThey deployed **ThreoAI** for their own staff first. Technicians used it to search runbooks and past tickets, and to draft client communications. This gave the team hands-on experience before they sold anything.\n\n### Accelerate\n\nNext, they packaged a white-labelled portal under their own brand, with **GPT on Azure with zero data retention** as the default model. For clients handling sensitive data, this answered the first question every client asked: \"where does our data go?\"\n\n### Elevate\n\nFinally, they added agents to the offer: a **web chatbot agent** for clients with busy websites, and an **HR agent** for a client whose small HR team spent much of each week answering the same policy questions.\n\n## What changed\n\n- **A new recurring service line.** AI moved from a threat on the quarterly review to a product on the price list, billed monthly like the rest of the managed service.\n- **Fewer routine tickets.** First-line \"how do I\" questions went to the portal, which answers from each client's own documentation, around the clock.\n- **Shadow AI brought under control.** Clients replaced scattered personal subscriptions with one portal whose data handling Company X could explain and stand behind.\n- **Better conversations with clients.** Quarterly reviews now include which questions the portal could not answer, which turns into documentation work Company X can help with.\n\n## What they would do again\n\nWe asked Company X's service director what advice they would give another MSP. Three things:\n\n1. **Use it yourselves first.** \"Our technicians could answer client questions about the portal because they lived in it.\"\n2. **Lead with data handling.** \"Zero data retention by default closed more deals than any feature.\"\n3. **Start with one agent per client.** \"One agent that clearly saves time sells the next one.\"\n\nIf you run an MSP and want to follow the same path, our [partner programme](/partners) sets out the 90-day roadmap, and you can read more customer stories in our [case studies](/resources/case-studies).",
      "related": [
        {
          "title": "From Threat to Recurring Revenue: An AI Playbook for MSPs",
          "date": "2026-06-09",
          "slug": "ai-playbook-for-msps",
          "thumbnail": "/images/blog/ai-playbook-for-msps.svg",
          "author": "Daniel Okafor",
          "category": "Industry Insights",
          "tags": [
            "Whitepaper",
            "MSP",
            "Partners",
            "Grow revenue profitably",
            "White label"
          ],
          "description": "AI will take over much of the routine work MSPs bill for today. The providers who package AI as a managed service will keep their clients and grow. A 90-day plan to get there."
        },
        {
          "title": "How ThreoAI Works With Your ITSM Tool",
          "date": "2026-06-23",
          "slug": "how-threoai-works-with-your-itsm",
          "thumbnail": "/images/blog/how-threoai-works-with-your-itsm.svg",
          "author": "Tom Whitaker",
          "category": "Product Updates",
          "tags": [
            "ThreoAI",
            "ITSM",
            "Integrations",
            "MSP"
          ],
          "description": "ThreoAI connects to your IT service management tool, so a conversation that needs a person becomes a ticket with the context already filled in, and answers can draw on past tickets."
        },
        {
          "title": "Webinar: Retrieval-Augmented Generation for MSPs",
          "date": "2026-11-26",
          "slug": "webinar-rag-for-msps",
          "thumbnail": "/images/blog/rag-explained-for-msps.svg",
          "author": "Daniel Okafor",
          "category": "AI Trends",
          "tags": [
            "Webinar",
            "Retrieval",
            "MSP",
            "AI agents"
          ],
          "description": "Our free live webinar on October 30, 2027 at 11:30am ET: how managed-service providers turn their clients' documents into accurate, cited AI answers, and how to package it as a service."
        }
      ]
    }
  ],
  caseStudies: [
    {
      "id": "1",
      "slug": "clinical-assessments-automation",
      "title": "Clinical Assessment Reports, Drafted Before the Patient Leaves",
      "company": "Harbourview Rehabilitation Clinics",
      "industry": "Healthcare",
      "date": "2026-05-20",
      "thumbnail": "/images/case-studies/clinical-assessments-automation.svg",
      "icon": "Stethoscope",
      "tags": [
        "Healthcare",
        "Increase productivity",
        "Reduce risk"
      ],
      "summary": "A rehabilitation network uses an AI agent to draft structured assessment reports from intake forms and session notes, so clinicians review and sign them the same day instead of writing them at night.",
      "description": "How Harbourview Rehabilitation Clinics automated the drafting of clinical assessment reports with a HIPAA-ready AI agent that keeps clinicians in charge.",
      "challenge": "Every new patient's assessment ended in a long structured report for the referring doctor and insurer. Clinicians wrote each one by hand, often in the evening, and reports reached doctors days after the visit.",
      "solution": "An agent built in ThreoBuilder reads the intake questionnaire and the clinician's session notes, fills the report's standard sections and drafts the narrative in the clinic's house style for the clinician to review, edit and sign.",
      "implementation": "Clinical leads defined the report template and the wording for each standard measurement. The agent was tested against reports clinicians had already written, piloted in two clinics, then rolled out network-wide. It runs on a zero-data-retention model, and access follows the clinics' existing roles.",
      "results": [
        "Report drafts are ready for review at the end of the session, while the assessment is fresh",
        "Report writing no longer follows clinicians home in the evening",
        "Every report now has the same structure and complete sections",
        "Nothing leaves the clinic without a clinician's review and signature"
      ],
      "testimonial": "The draft is waiting when the patient walks out. I check it, add my judgement and sign. My evenings are mine again.",
      "testimonialAuthor": "Dr. Amara Osei",
      "testimonialRole": "Clinical Director, Harbourview Rehabilitation Clinics",
      "content": "## Background\n\nHarbourview Rehabilitation Clinics provides physiotherapy and occupational therapy for people recovering from injury and surgery. Each new patient receives an initial assessment: a history, a set of standard measurements, functional goals and a treatment plan. The assessment ends in a written report that goes to the referring doctor and, for many patients, to an insurer who must approve the treatment.\n\nThe reports follow a fixed structure, but each one was written from scratch. Clinicians described the same pattern: see patients all day, write reports in the evening. Reports reached referring doctors days after the visit, and insurers' approvals waited with them.\n\n## How the agent works\n\nThe agent was built in **ThreoBuilder** with the clinic's two clinical leads, who owned the template and the wording.\n\n1. **Inputs.** When a clinician closes an assessment, the agent receives the patient's intake questionnaire and the session notes, typed or dictated.\n2. **Extraction.** It reads the measurements and findings and places each in the report's standard sections. Scores are copied exactly from the notes, never recalculated.\n3. **Drafting.** It writes the narrative sections in Harbourview's house style, using the clinic's agreed phrasing for each measurement.\n4. **Gaps made visible.** Anything the notes do not contain is marked in the draft for the clinician to complete. The agent is instructed never to fill a gap with a plausible guess.\n5. **Review and signature.** The clinician reads the draft beside the notes, edits it and signs. Only signed reports are sent.\n\n## Protecting patient data\n\nPatient records are among the most sensitive data an organisation holds, so privacy shaped the design from the start:\n\n- The agent uses **GPT on Azure with zero data retention**: the model provider keeps nothing.\n- Threo's platform is **HIPAA** and **SOC 2** compliant, and Harbourview's data stays within the workspace it controls.\n- Access follows the clinics' existing roles: each clinician sees drafts for their own patients only.\n\n## Testing and rollout\n\nBefore any patient report was drafted, the agent was run against a set of past assessments whose reports the clinicians had already written by hand. The clinical leads compared each draft with the original, section by section, and adjusted the instructions until the drafts needed only the edits a colleague's draft would.\n\nThe pilot ran in two clinics. Clinicians were asked to note every edit they made; recurring edits became changes to the template or the instructions. The network-wide rollout followed, with a short training session for each clinic.\n\n## What's next\n\nHarbourview is now looking at progress reports, which follow the same pattern of notes in, structured report out, and at drafting the letters that accompany insurance requests."
    },
    {
      "id": "2",
      "slug": "manufacturing-email-automation",
      "title": "An Order Desk Inbox That Sorts Itself",
      "company": "Kessler Fluid Systems",
      "industry": "Manufacturing",
      "date": "2026-03-18",
      "thumbnail": "/images/case-studies/manufacturing-email-automation.svg",
      "icon": "Mail",
      "tags": [
        "Manufacturing",
        "Increase productivity",
        "Grow revenue profitably"
      ],
      "summary": "A manufacturer of valves and pumps uses AI agents to read every email to its order desk, classify it, extract order details into the ERP and draft replies, so the team spends its time on customers rather than copying data.",
      "description": "How Kessler Fluid Systems automated the reading, classification and data entry of customer emails at its order desk with AI agents.",
      "challenge": "The order desk received orders, quote requests, delivery queries and complaints in one shared inbox. Staff read every email, typed order lines into the ERP by hand and answered status questions one by one, so urgent messages waited behind routine ones.",
      "solution": "AI agents read each incoming email and its attachments, classify it, extract order and quote details into the ERP for confirmation, look up delivery status to draft replies, and route complaints and unusual requests straight to the right person.",
      "implementation": "The team labelled a sample of past emails to define the categories and checked the agent's classification against them. Order extraction started in confirm-only mode, with staff approving every entry, and was widened category by category as accuracy was proven.",
      "results": [
        "Every incoming email is read and classified within minutes, around the clock",
        "Order lines reach the ERP ready for a one-click confirmation instead of manual typing",
        "Delivery-status questions are answered with a reviewed draft instead of a manual lookup",
        "Complaints and urgent requests go straight to a named person instead of waiting in the queue"
      ],
      "testimonial": "My team used to copy order lines from PDFs all morning. Now they confirm them and spend the time talking to customers.",
      "testimonialAuthor": "Lena Hoffmann",
      "testimonialRole": "Head of Customer Operations, Kessler Fluid Systems",
      "content": "## Background\n\nKessler Fluid Systems makes industrial valves and pumps for utilities, food processors and plant builders. Its order desk is the front door for customers: orders, quote requests, delivery questions, technical questions and the occasional complaint all arrive in one shared inbox, often as PDFs or scanned forms attached to a short email.\n\nEach email was read by a person, sorted by hand, and then acted on: order lines typed into the ERP, quotes passed to sales engineering, delivery dates looked up and sent back. The busiest mornings meant that a complaint or an urgent order could sit unread behind dozens of routine status questions.\n\n## How it works\n\nThe solution is a small set of agents built in **ThreoBuilder**, each with one job.\n\n- **The reader** opens every new email and its attachments, including scanned order forms, and classifies it: order, quote request, delivery query, technical question, complaint or other.\n- **The order agent** extracts the customer, the order reference and each line (part number, quantity, requested date) and prepares the order in the ERP for a person to confirm. Part numbers are checked against the catalogue; anything unknown is highlighted, never guessed.\n- **The status agent** looks up delivery status for the order referenced and drafts a reply in the desk's usual tone for a person to send.\n- **The router** sends complaints, technical questions and anything unclear to a named person, with a one-line summary at the top.\n\n## Keeping people in control\n\nNothing goes to a customer and nothing is committed in the ERP without a person's approval. The agents do the reading, sorting, copying and looking up; the order desk makes every decision that a customer will see. Approval is a single click for the common case and an edit for the rest, and every correction is used to improve the instructions.\n\n## Rollout\n\nThe team started by labelling a sample of past emails, which defined the categories and gave a test set for the reader. Order extraction ran in confirm-only mode from the first day, and the set of order formats it handled was widened one customer format at a time as accuracy was shown. Drafted replies came last, once the team trusted the lookups.\n\n## What's next\n\nKessler is extending the same pattern to supplier emails at its purchasing desk, and connecting the quote requests to the supplier-selection approach described in our [supplier selection case study](/resources/case-studies/supplier-selection-automation)."
    },
    {
      "id": "3",
      "slug": "esg-focused-media-monitoring",
      "title": "ESG Media Monitoring Across an Entire Portfolio",
      "company": "Northgate Asset Management",
      "industry": "Capital Markets",
      "date": "2026-02-24",
      "thumbnail": "/images/case-studies/esg-focused-media-monitoring.svg",
      "icon": "Newspaper",
      "tags": [
        "Capital Markets",
        "Reduce risk",
        "Increase productivity"
      ],
      "summary": "An asset manager uses AI agents to read the news about every company it holds, flag environmental, social and governance controversies, and brief its analysts each morning with the evidence attached.",
      "description": "How Northgate Asset Management monitors ESG controversies across its holdings with AI agents that read, classify and summarise news coverage daily.",
      "challenge": "Northgate's stewardship team was responsible for spotting ESG controversies at every company in its funds, but could only follow the news for its largest holdings. Issues at smaller positions were found late, sometimes from clients.",
      "solution": "AI agents read news coverage for every holding each day, identify stories that describe an environmental, social or governance issue, classify their severity against Northgate's own framework and produce a morning briefing with links to the sources.",
      "implementation": "The stewardship team wrote its controversy framework as plain rules and examples. The agents were tested on past controversies the team had already assessed, then run in parallel with the manual process for a quarter before the briefing replaced it.",
      "results": [
        "Every holding is monitored daily, not just the largest positions",
        "Analysts start the day with a short briefing instead of a search through the news",
        "Each flag links to its sources, so analysts can verify it in minutes",
        "Controversies are escalated to portfolio managers under one consistent framework"
      ],
      "testimonial": "We used to hear about problems at our smaller holdings from clients. Now they are in the morning briefing, with the articles attached.",
      "testimonialAuthor": "James Whitcombe",
      "testimonialRole": "Head of Stewardship, Northgate Asset Management",
      "content": "## Background\n\nNorthgate Asset Management runs equity and multi-asset funds for pension schemes, charities and private clients, many of whom invest with explicit environmental, social and governance commitments. Northgate's stewardship team must know when a company in its funds is involved in a controversy: a pollution incident, a labour dispute, a governance failure. It engages with the company, informs portfolio managers and reports to clients.\n\nThe team's attention naturally went to the largest holdings. Smaller positions were reviewed less often, and some issues surfaced only when a client asked about a news story.\n\n## How it works\n\n- **Coverage.** Each day the agents collect news coverage for every company Northgate holds, across the sources the stewardship team approved.\n- **Relevance.** An agent reads each story and decides whether it describes an environmental, social or governance issue involving the company, as opposed to routine business news.\n- **Classification.** Relevant stories are classified by theme and by severity, using Northgate's own controversy framework, written by the team as plain rules and examples.\n- **Deduplication.** Coverage of the same event from many outlets is grouped into one item.\n- **Briefing.** Each morning the team receives a short briefing: new issues first, ranked by severity, each with a two-sentence summary and links to the sources.\n\n## Analysts stay in charge\n\nThe agents surface and summarise; analysts decide. Every flag links to the articles behind it, and an analyst confirms the assessment before anything is escalated to a portfolio manager or used in client reporting. Analysts' corrections are reviewed monthly and folded back into the framework's examples.\n\n## Rollout\n\nThe framework was tested first on controversies the team had already assessed in previous years, to check that the agents would have flagged them and classified them the same way. For the following quarter, the briefing ran alongside the existing manual monitoring, and the team compared the two each week before switching.\n\n## What's next\n\nNorthgate is using the same briefing to prepare engagement meetings, and pairing it with the document checks described in our [SFDR case study](/resources/case-studies/sfdr-anti-greenwashing) for its own fund disclosures."
    },
    {
      "id": "4",
      "slug": "supplier-selection-automation",
      "title": "Supplier Quotes Compared Like-for-Like, Automatically",
      "company": "Alder Packaging Group",
      "industry": "Manufacturing",
      "date": "2026-01-27",
      "thumbnail": "/images/case-studies/supplier-selection-automation.svg",
      "icon": "PackageSearch",
      "tags": [
        "Manufacturing",
        "Grow revenue profitably",
        "Reduce risk"
      ],
      "summary": "A packaging manufacturer uses AI agents to read supplier quotes and certificates in any format, put them side by side against its own criteria, and give buyers a clear, documented recommendation.",
      "description": "How Alder Packaging Group automated the comparison of supplier quotes and compliance documents with AI agents, giving buyers faster, better-documented decisions.",
      "challenge": "Buyers compared supplier quotes that arrived as PDFs, spreadsheets and emails, each with its own units, terms and fine print. Building a fair comparison took days per request, and missing certificates were sometimes found only after an order was placed.",
      "solution": "AI agents extract prices, units, lead times, payment terms and conditions from every quote, normalise them, check each supplier's certificates against Alder's requirements and produce a scored comparison with a recommendation and the reasons for it.",
      "implementation": "Procurement wrote its scoring criteria and certificate requirements as explicit rules. The agents were checked against recent sourcing decisions, then used for low-value categories first, with buyers approving every recommendation.",
      "results": [
        "A like-for-like comparison is ready soon after the last quote arrives, instead of days later",
        "Missing or expired certificates are flagged before a supplier is chosen, not after",
        "Every decision has a documented comparison and rationale for audit",
        "Buyers spend their time negotiating rather than building spreadsheets"
      ],
      "testimonial": "The comparison used to be the work. Now it is the starting point for the negotiation.",
      "testimonialAuthor": "Rafael Mendes",
      "testimonialRole": "Procurement Director, Alder Packaging Group",
      "content": "## Background\n\nAlder Packaging Group makes corrugated and printed packaging for food and consumer-goods brands. It buys paper, inks, adhesives and components from a wide base of suppliers, and runs sourcing requests whenever a contract renews or a new product needs a new material.\n\nQuotes arrived in every format: PDFs with different layouts, spreadsheets with different units, emails with the important condition in the third paragraph. Buyers rebuilt each quote into a common spreadsheet by hand before they could compare anything. Food-contact and sustainability certificates had to be checked too, and an expired certificate occasionally slipped through.\n\n## How it works\n\n- **Extraction.** An agent reads each quote, whatever its format, and extracts price per unit, minimum order quantity, lead time, payment terms, validity and any special conditions.\n- **Normalisation.** Units and currencies are converted to Alder's standards, and prices are compared at the quantities Alder actually buys.\n- **Compliance.** A second agent reads the supplier's certificates and checks each requirement: the right certificate type, the right scope and a valid date. Anything missing or expiring is flagged.\n- **Scoring.** The quotes are scored against Alder's weighted criteria, written by procurement as explicit rules, and the agent writes a short recommendation with its reasons.\n\n## People decide\n\nThe recommendation is advice. A buyer reviews the comparison, can open any extracted figure in its source document with one click, and makes the decision. The comparison and the buyer's decision are kept together, which gives auditors a complete record of why each supplier was chosen.\n\n## Rollout\n\nProcurement first checked the agents against recent sourcing decisions: would the comparison have led to the same choice, and did it find the same issues? The agents were then used for lower-value categories, with the buyer approving every recommendation, and extended to larger categories as confidence grew.\n\n## What's next\n\nAlder is connecting the same approach to supplier emails at its purchasing desk, in the pattern described in our [order desk case study](/resources/case-studies/manufacturing-email-automation)."
    },
    {
      "id": "5",
      "slug": "sfdr-anti-greenwashing",
      "title": "Checking Fund Documents for Greenwashing Before Regulators Do",
      "company": "Lakemont Capital Partners",
      "industry": "Capital Markets",
      "date": "2025-12-09",
      "thumbnail": "/images/case-studies/sfdr-anti-greenwashing.svg",
      "icon": "Leaf",
      "tags": [
        "Capital Markets",
        "Legal & compliance",
        "Reduce risk"
      ],
      "summary": "A fund manager uses AI agents to check every fund document and marketing piece against its SFDR disclosures, flagging sustainability claims that are unsupported or inconsistent before anything is published.",
      "description": "How Lakemont Capital Partners uses AI agents to check fund documentation and marketing for consistency with SFDR disclosures and to reduce greenwashing risk.",
      "challenge": "Lakemont's funds make sustainability commitments under the EU's Sustainable Finance Disclosure Regulation. Marketing materials, factsheets and reports were written by different teams, and compliance had to check every sustainability claim against the formal disclosures by hand.",
      "solution": "AI agents compare every new document with the fund's SFDR disclosures, identify each sustainability claim, check that it is supported and consistent, and give compliance a marked-up review with each issue explained and the relevant disclosure quoted.",
      "implementation": "Compliance defined the checks as rules with examples of acceptable and unacceptable wording. The agents were tested on previously reviewed documents, then added to the approval workflow so that every document reaches compliance with the review already attached.",
      "results": [
        "Every document reaches compliance with a claim-by-claim review already attached",
        "Inconsistent or unsupported sustainability claims are caught before publication",
        "Reviews apply the same standard across all funds and all teams",
        "A complete record of each check is kept for regulators and auditors"
      ],
      "testimonial": "Compliance still signs off every document, but we now start from a review that has already found the problems.",
      "testimonialAuthor": "Sophie Laurent",
      "testimonialRole": "Chief Compliance Officer, Lakemont Capital Partners",
      "content": "## Background\n\nLakemont Capital Partners manages funds for institutional and wealth-management clients across Europe, several of which promote environmental or social characteristics or have sustainable investment as their objective under the EU's **Sustainable Finance Disclosure Regulation** (SFDR). Each such fund has formal disclosures: what it promises, how it measures it, what it excludes.\n\nEverything else a fund publishes (factsheets, presentations, website text, periodic reports, social posts) must be consistent with those disclosures. A phrase like \"fossil-free\" or \"net-zero aligned\" in a brochure that the disclosures do not support is exactly what regulators describe as greenwashing. Compliance reviewed every document by hand, against disclosures that ran to many pages.\n\n## How it works\n\n- **Claim extraction.** An agent reads each new document and lists every sustainability-related claim, explicit or implied.\n- **Evidence check.** Each claim is compared with the fund's SFDR disclosures and approved data. The agent records whether the claim is supported, partly supported or unsupported, and quotes the relevant passage.\n- **Wording check.** Terms that carry regulatory weight, and vague or absolute language, are flagged against compliance's list with suggested alternatives.\n- **Review pack.** Compliance receives the document marked up claim by claim, with the issues first.\n\n## Compliance decides\n\nThe agents do not approve anything. They prepare the review; a compliance officer makes every decision and signs off. Because every check is recorded with its evidence, Lakemont can show regulators and auditors how each document was reviewed and why it was approved.\n\n## Privacy and security\n\nUnpublished fund documents are confidential. The agents run on a model with zero data retention, and the workspace follows Threo's SOC 2 and GDPR controls.\n\n## Rollout\n\nCompliance wrote the checks as rules, with examples of acceptable and unacceptable wording drawn from its own past reviews. The agents were tested on documents compliance had already reviewed, to confirm they found the same issues, before being added to the document approval workflow.\n\n## What's next\n\nLakemont is extending the checks to periodic reports, and combining them with the news monitoring described in our [ESG media monitoring case study](/resources/case-studies/esg-focused-media-monitoring), so that controversies at holdings are considered when fund communications are reviewed."
    },
    {
      "id": "6",
      "slug": "trademark-protection-automation",
      "title": "Trademark Watch That Reads Every New Filing",
      "company": "Whitford & Rowe IP",
      "industry": "Legal",
      "date": "2025-11-18",
      "thumbnail": "/images/case-studies/trademark-protection-automation.svg",
      "icon": "ShieldCheck",
      "tags": [
        "Legal",
        "Legal & compliance",
        "Reduce risk",
        "Increase productivity"
      ],
      "summary": "An intellectual-property law firm uses AI agents to screen newly published trademark applications against its clients' marks, so attorneys review a short list of real conflicts instead of long lists of near-matches.",
      "description": "How Whitford & Rowe IP automated the screening of published trademark applications for conflicts with client marks, with attorneys reviewing every finding.",
      "challenge": "The firm's watch service compared new trademark applications with its clients' marks. Simple similarity searches produced long lists of irrelevant near-matches, and paralegals spent days each cycle filtering them before attorneys could assess the real risks.",
      "solution": "AI agents screen every newly published application for visual, phonetic and conceptual similarity to client marks, consider the goods and services claimed, and give attorneys a ranked list of potential conflicts with the reasoning for each.",
      "implementation": "Attorneys set out the firm's conflict criteria with examples from past oppositions. The agents were validated against earlier watch cycles, run alongside the existing process, then made the first stage of every watch cycle with attorneys reviewing every finding.",
      "results": [
        "Every newly published application is screened in each watch cycle",
        "Attorneys receive a ranked short list of likely conflicts instead of long lists of near-matches",
        "Each finding explains the similarity and the overlapping goods and services",
        "Opposition deadlines are flagged as soon as a conflict is found"
      ],
      "testimonial": "We no longer wade through pages of near-matches. The conflicts that matter are at the top, with the reasoning written out.",
      "testimonialAuthor": "Catherine Rowe",
      "testimonialRole": "Partner, Whitford & Rowe IP",
      "content": "## Background\n\nWhitford & Rowe IP is an intellectual-property law firm that protects its clients' brands. Part of that work is a trademark watch: monitoring newly published applications and acting, usually by filing an opposition, when someone applies for a mark that conflicts with a client's.\n\nOppositions have strict deadlines, so every publication cycle has to be screened in time. The firm's similarity searches returned long lists of near-matches, most of them irrelevant: a similar word for completely different goods, or a shared common term. Paralegals filtered the lists by hand before attorneys could look at the real risks.\n\n## How it works\n\n- **Screening.** For each client mark, an agent screens the newly published applications for **visual**, **phonetic** and **conceptual** similarity: a mark that looks, sounds or means the same.\n- **Goods and services.** It compares the goods and services claimed with the client's, because similar marks for unrelated goods rarely conflict.\n- **Ranking and reasoning.** Potential conflicts are ranked, and each comes with a short explanation: what is similar, which goods overlap, and which of the firm's past cases it resembles.\n- **Deadlines.** The opposition deadline for each publication is calculated and shown with every finding.\n\n## Attorneys decide\n\nThe agents screen and explain; attorneys decide whether a conflict is real and what to advise. Every finding is reviewed by an attorney before a client is contacted, and the reasoning is kept with the file.\n\n## Confidentiality\n\nClient portfolios and legal strategy are confidential. The agents run on a model with zero data retention, within a workspace that follows Threo's SOC 2 and GDPR controls.\n\n## Rollout\n\nThe firm's attorneys wrote their conflict criteria with examples from past oppositions, successful and unsuccessful. The agents were validated on earlier watch cycles, where the firm already knew which applications it had opposed, and then run alongside the existing process until the attorneys were satisfied that no real conflict was being missed.\n\n## What's next\n\nWhitford & Rowe is applying the same approach to domain-name monitoring, and to the first review of client marks before filing, so that clients hear about likely objections before they apply."
    }
  ],
};
