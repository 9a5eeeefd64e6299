/**
 * Privacy Policy and Terms of Service (SPEC 2.11).
 * The privacy text describes what this site really does (DESIGN 1, app/db/schema.server.ts): keep it in step with
 * the code when data handling changes.
 *
 * Each document carries the date its text last changed (`lastUpdated`, shown as 'Last updated') and a stamp of
 * that text and date (`textStamp`). legal.test.ts fails when the text changes without both being renewed, and
 * its message gives the two lines to paste.
 */
import { site } from "./site";
import type { Five, LegalDocument, LegalSection, Six } from "./types";

/** Shared labels of both legal pages. */
export const legalLabels = {
  eyebrow: "Legal",
  tocLabel: "On this page",
} as const satisfies { eyebrow: string; tocLabel: string };

const contactLine = `E-mail us at ${site.email} or call ${site.phone}.`;

export const privacyPolicy = {
  title: "Privacy Policy",
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2026-11-26",
  textStamp: "900fbb8e680714eb",
  intro: `This policy explains what ${site.legalName} ("${site.name}", "we") collects through this website, why, who can see it, how it is protected and how to have it deleted. We collect as little as we can: this site sets no cookies and, by default, makes no requests to third parties from your browser.`,
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      paragraphs: [
        "We only collect what you choose to send us, the details listed below that are stored with it, and the minimum technical data needed to run the site safely. This is everything we store:",
      ],
      list: [
        "Contact form: your full name, work e-mail address, company name (optional), the help category you select and your message. We store them with the form they came from and the time you sent them.",
        `Lead Engine Assessment form: your name, e-mail address, company (optional) and phone number (optional). We store them with the form they came from (recorded as an assessment request for ${site.flagship.name}) and the time you sent them.`,
        "Booking a call on the schedule page: your full name, work e-mail address, company name (optional) and what you want to discuss, with the session you chose, its start and end time, the time zone you viewed the times in and the time you booked (and, if it is cancelled, when). A random code in the address of your confirmation page lets you open it again. We also keep the times a booking occupies in our calendar, and a random key of the booking form, so that a form sent twice books once; when a form arrives without that key, a one-way hash of the booking, your e-mail address and your IP address takes its place.",
        "Chat assistant: we store every message you send and every reply of the assistant, each with the page it was sent from and its time, under a random session id. The id is issued and signed by our server with its first reply and kept in your browser's local storage under the key 'lead_session'; only a browser holding that signed id is shown its conversation. With the session we also store your browser's user-agent string, the referring page (if any), the first page you chatted from, and when the session started and was last active.",
        "E-mail address given in the chat: if you type an e-mail address into a chat message, we also store it with your chat session as your contact address (the last one you typed replaces an earlier one), so that we can follow up.",
        "Technical data: like any web server, ours receives your IP address with every request. We use it only to limit abusive traffic and to recognise duplicate submissions: it is kept in short-lived rate-limit counters in our database, deleted within about a day, and it can appear in our server's technical logs. When a form is sent without JavaScript, a one-way hash of its contents and your IP address is stored with the enquiry so that an accidental double submission is stored once.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      paragraphs: [
        "We use your enquiry and assessment details to reply to you, to prepare the consultation or assessment you asked for, and to keep a record of our conversation with you. We use your booking to hold the time for you and to prepare the call.",
        "We use chat messages to answer your questions and to improve the assistant's answers. If you give an e-mail address in the chat, we use it to reply to you about your question. The user-agent, referrer and pages help us understand where questions come from and fix problems.",
        "We use IP addresses only to protect the site against spam and abuse and to recognise duplicate submissions. We do not use any of this data for advertising, we do not build profiles of visitors, and we never sell personal data.",
      ],
    },
    {
      id: "sharing",
      title: "Sharing and Third Parties",
      paragraphs: [
        "Enquiries and chat messages are stored in our own PostgreSQL database. They are shared only with the hosting providers that run our servers and database on our behalf, and where the law requires us to disclose them.",
        "We are told about each enquiry, and about each e-mail address given in the chat together with that conversation, by an e-mail to our own inbox, sent through our e-mail provider; the site never sends e-mail to you or to any address typed into it. We are told about each booking the same way, by an e-mail to our own inbox with a calendar invitation that names you as a guest; if we accept it in our calendar, our calendar application may send you that invitation. If we connect our enquiry notifications to another business tool, such as our CRM, a copy of each enquiry is sent there so that we can respond. If we power the chat assistant with an external AI language model, the text of your chat messages is sent to that model's provider to generate a reply.",
        "This site sets no cookies of its own. The only identifier it keeps in your browser is the chat session id in local storage; besides it, your browser's session storage remembers how far you scrolled on each page, for the back button, until you close the tab, and, where we use analytics, local storage keeps your answer to the analytics question. Your browser makes no requests to other sites from our pages either: we load no third-party scripts, fonts or images. The only exception is analytics, and only with your consent: if we enable Google Analytics, the site first asks you. Only when you choose Accept does your browser load Google's script, which then sets Google Analytics cookies and sends Google the pages you view and the consultation requests you make with the e-mail and phone buttons; advertising uses stay switched off (Google Consent Mode, with every advertising signal denied). If you choose Decline, or do not answer, nothing is loaded and nothing is sent to Google. You can change your answer at any time with 'Analytics settings' at the bottom of every page; withdrawing your consent stops Google Analytics and deletes its cookies from this site.",
      ],
    },
    {
      id: "security",
      title: "Data Security and Retention",
      paragraphs: [
        "The site is served over encrypted HTTPS connections with a strict content security policy. Our database is not publicly accessible, and access to stored enquiries and chats is limited to the people who need it to respond to you.",
        "We keep enquiries and chat conversations for as long as we need them to respond to you and to manage our relationship with you, and we delete them sooner when you ask. No method of transmission or storage is perfectly secure, but we work to protect your data with care.",
        "You can remove the chat session id from your device at any time by clearing this site's data in your browser. Messages already sent stay stored until you ask us to delete them.",
      ],
    },
    {
      id: "contact",
      title: "Your Choices and Contact",
      paragraphs: [
        `You can ask for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it, by e-mailing ${site.email}. To have chat messages deleted, include your chat session id (the 'lead_session' value in your browser's local storage) or the e-mail address you typed in the chat, so that we can find them.`,
        `Questions about this policy or our data practices? ${contactLine}`,
      ],
    },
  ],
} as const satisfies LegalDocument & { sections: Five<LegalSection> };

export const termsOfService = {
  title: "Terms of Service",
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2026-11-22",
  textStamp: "8f29ebd48d86d9c6",
  intro: `These terms apply when you use this website, which is operated by ${site.legalName} ("${site.name}", "we"). Please read them carefully.`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      paragraphs: [
        "By accessing or using this website you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.",
        "We may update these terms from time to time. The date at the top shows the latest version, and continued use of the site after a change means you accept the updated terms.",
      ],
    },
    {
      id: "services",
      title: "Our Services",
      paragraphs: [
        `This website describes ${site.name}'s AI automation services and lets you contact us, request a consultation and chat with an automated assistant. Nothing on the site is a binding offer.`,
        "Any engagement is governed by a separate written agreement that sets out scope, timeline, fees and any guarantees. Where that agreement and these terms differ, the agreement prevails.",
        "Results, time savings and timelines described on this site are estimates based on typical projects, not promises for your business; any guarantee applies only as written in your agreement. Answers from the chat assistant are generated automatically and may be incomplete or wrong: please confirm anything important with our team.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        `The content of this website, including text, illustrations, graphics and the ${site.name} name and logo, belongs to ${site.legalName} or its licensors and is protected by intellectual property law. You may view and share pages for your own information, but you may not copy, modify or republish the content for commercial use without our written permission.`,
        "Third-party names and logos shown on the site, such as those of the platforms we work with, belong to their respective owners and are used only to identify those platforms. Their display does not imply endorsement.",
        "Ownership of systems and deliverables we build for you is set out in your client agreement.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      paragraphs: [
        'The website and its content are provided "as is" and "as available", for general information only. We work to keep the site accurate and available but do not guarantee that it is complete, error-free or uninterrupted.',
        `To the fullest extent permitted by law, ${site.legalName} is not liable for any indirect, incidental or consequential loss, or for loss of profit, revenue or data, arising from your use of this website or reliance on its content or on the chat assistant. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      paragraphs: [
        `These terms are governed by the laws of the jurisdiction in which ${site.legalName} is established, without regard to its conflict-of-law rules. Any dispute arising from them or from your use of the site is subject to the courts of that jurisdiction, unless mandatory consumer protection law gives you the right to bring proceedings where you live.`,
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      paragraphs: [`Questions about these terms? ${contactLine}`],
    },
  ],
} as const satisfies LegalDocument & { sections: Six<LegalSection> };
