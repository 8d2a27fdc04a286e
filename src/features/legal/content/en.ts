import type { LegalContent } from './types';

const UPDATED = 'November 1, 2026';

const content: LegalContent = {
  terms: {
    title: 'Terms of Use',
    updated: UPDATED,
    intro:
      "These Terms of Use (the “Terms”) govern your use of Realtor Homepages (the “Service”), which is operated by the Company (“we”, “us”). By visiting a page of the Service, submitting a form or creating an account, you agree to these Terms. If you do not agree, please do not use the Service.",
    sections: [
      {
        id: 'service',
        heading: '1. The Service',
        paragraphs: [
          'The Service gives real estate agents (“realtors”) licensed in California and Georgia a personal homepage. A homepage can show the realtor’s photos, service areas, an introduction, social media links and MLS listings displayed through IDX, and it includes a contact form that visitors can use to send messages to the realtor.',
          'Realtors request a homepage through the lead form on our landing page. We review each request and contact the realtor before setting up a homepage; submitting the form does not by itself create a contract or guarantee that a homepage will be provided.',
          'The Company provides technology only. We are not a real estate brokerage, we do not represent buyers, sellers, landlords or tenants, and we are not a party to any communication or transaction between a visitor and a realtor.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Accounts',
        paragraphs: [
          'You may sign in with an email address and password or through Kakao or Google. You must be at least 18 years old (or the age of majority where you live) to create an account, and the information you give us must be accurate and kept up to date.',
          'Accounts have roles. A realtor account can edit only its own homepage, administrator accounts are used by Company staff to operate the Service, and user accounts have access to the general features made available to them.',
          'Keep your sign-in details confidential and tell us promptly if you suspect unauthorized use. You are responsible for activity that takes place under your account unless it results from our failure to take reasonable security measures.',
        ],
      },
      {
        id: 'realtor-responsibilities',
        heading: '3. Realtor Responsibilities',
        paragraphs: [
          'If you use the Service as a realtor, you are responsible for your homepage. To the extent permitted by law, you will indemnify the Company against third-party claims arising from your homepage content, your display of listings or your breach of these Terms.',
          'In particular, you agree to:',
        ],
        list: [
          'keep your real estate license information accurate and current, and display your license number and brokerage name wherever the California Department of Real Estate, the Georgia Real Estate Commission or your brokerage requires it;',
          'comply with federal, state and local fair housing laws in everything you publish and in how you respond to inquiries;',
          'display MLS listings only as permitted by the IDX rules of each MLS in which you participate, including required attribution, disclaimers and update frequency, and tell us immediately if your MLS access or license is suspended or ends;',
          'make sure everything you publish is truthful, not misleading and compliant with real estate advertising rules;',
          'handle messages from visitors lawfully, use them only to respond to the visitor’s inquiry, and protect the personal information they contain.',
        ],
      },
      {
        id: 'content-and-ip',
        heading: '4. Your Content and Our Intellectual Property',
        paragraphs: [
          'You keep ownership of the photos, text, logos and other material you provide (“Your Content”). You confirm that you own Your Content or have permission to use it, including permission from anyone who appears in your photos.',
          'You grant the Company a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, adapt (for example, resize or translate), display and distribute Your Content for the purpose of operating, providing and improving the Service, including showing your homepage to the public. This licence ends when Your Content is removed from the Service, except for copies kept in backups for a limited time or as required by law.',
          'The Service itself, including its software, design, templates and the Realtor Homepages name and logo, belongs to the Company or its licensors. You may not copy, modify, distribute or reverse engineer it except as the law expressly allows.',
        ],
      },
      {
        id: 'listings-data',
        heading: '5. Listing Information',
        paragraphs: [
          'Listing information on realtor homepages comes from multiple listing service (MLS) sources through IDX and may include properties listed by other brokerages. It is provided “as is”. The information is deemed reliable but is not guaranteed, and it may be incomplete, out of date or no longer available.',
          'Prices, square footage, lot size, school information and other details should be independently verified with the listing brokerage or other appropriate professionals before you rely on them.',
          'IDX information is provided exclusively for consumers’ personal, non-commercial use and may not be used for any purpose other than to identify properties that consumers may be interested in purchasing or renting.',
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '6. Prohibited Uses',
        paragraphs: ['When using the Service, you must not:'],
        list: [
          'break any law or regulation, or help anyone else do so;',
          'publish content that is discriminatory, false or misleading, defamatory, obscene, or that infringes someone else’s intellectual property or privacy;',
          'misrepresent your identity, your license status or your relationship with a brokerage or another person;',
          'send spam, advertising or unsolicited bulk messages through the contact form, or use contact details obtained through the Service for marketing without the person’s consent;',
          'scrape, crawl or otherwise collect listing data or personal information from the Service by automated means;',
          'attempt to gain unauthorized access, bypass security measures, introduce malware or disrupt the Service or its infrastructure;',
          'resell, sublicense or provide the Service to others without our written permission.',
        ],
      },
      {
        id: 'no-lending-advice',
        heading: '7. No Mortgage Advice; Independent Lender',
        paragraphs: [
          'The Company is not a mortgage lender or mortgage broker. Nothing on the Service is lending, financial, tax or legal advice, or an offer or commitment to lend. Talk to a licensed professional about your own situation.',
          'Our landing page is co-branded with an independent mortgage lender. The lender is a separate company that is not owned or controlled by the Company, and there is no referral relationship between the lender and the Company or the realtors who use the Service. Nobody receives compensation for referring customers to the lender.',
          'Using the Service never requires you to use the lender. If you choose to contact the lender, your relationship with it is governed by its own terms and privacy policy, and the Company is not responsible for its products or services.',
        ],
      },
      {
        id: 'equal-housing',
        heading: '8. Equal Housing Opportunity',
        paragraphs: [
          'The Company supports Equal Housing Opportunity. Content on the Service must not express any preference, limitation or discrimination based on race, color, religion, sex, disability, familial status or national origin, or on any additional characteristic protected under California law (such as sexual orientation, gender identity, marital status, ancestry, source of income or military or veteran status) or under Georgia or local law.',
          'We may remove content that we reasonably believe violates fair housing laws and may suspend accounts that repeatedly publish it.',
        ],
      },
      {
        id: 'disclaimers',
        heading: '9. Disclaimers',
        paragraphs: [
          'The Service is provided “as is” and “as available”. To the extent permitted by law, the Company makes no warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement, and we do not promise that the Service will be uninterrupted or error-free.',
          'Realtors are solely responsible for their homepages, their advice and their services. The Company does not verify or endorse what realtors publish and is not responsible for dealings between visitors and realtors.',
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: '10. Limitation of Liability',
        paragraphs: [
          'To the extent permitted by law, the Company will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or business opportunities, arising from or related to the Service.',
          'To the extent permitted by law, the Company’s total liability for all claims relating to the Service is limited to the greater of the amount you paid the Company for the Service in the 12 months before the claim arose or US$100.',
          'These limits do not apply to liability that cannot be limited by law, such as liability for gross negligence or wilful misconduct, and they do not affect any consumer rights you have under mandatory law.',
        ],
      },
      {
        id: 'termination',
        heading: '11. Suspension and Termination',
        paragraphs: [
          'You may stop using the Service at any time and may ask us to delete your account. We may suspend or terminate your access if you breach these Terms, if your license or MLS access ends, if required by law or an MLS, or if we discontinue the Service. Where appropriate, we will give you advance notice and an opportunity to fix the problem.',
          'When a realtor account ends, the homepage is taken offline and IDX listings are no longer displayed. Your data is then handled as described in the Privacy Policy. Sections that by their nature should continue, including those on intellectual property, disclaimers, limitation of liability and governing law, survive termination.',
        ],
      },
      {
        id: 'governing-law',
        heading: '12. Governing Law and Disputes',
        paragraphs: [
          'These Terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules. Disputes will be resolved in the state or federal courts located in California, unless mandatory law in your country of residence gives you the right to bring a claim elsewhere.',
          'These Terms are available in English, Korean and Japanese. To the extent permitted by law, the English version prevails if the versions are inconsistent.',
        ],
      },
      {
        id: 'changes',
        heading: '13. Changes to These Terms',
        paragraphs: [
          'We may update these Terms when the Service or the law changes. We will post the updated Terms with a new date and, for material changes, notify account holders by email or on the Service at least 7 days in advance (30 days for changes that reduce your rights), unless a faster change is required by law.',
          'If you keep using the Service after the changes take effect, you accept the updated Terms. Realtors may be asked to accept a new version of the sign-up agreement.',
        ],
      },
      {
        id: 'contact',
        heading: '14. Contact',
        paragraphs: [
          'If you have questions about these Terms, please contact the Company at support@example.com. For privacy matters, please contact our privacy officer at privacy@example.com.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    updated: UPDATED,
    intro:
      'This Privacy Policy explains how the Company collects, uses, shares and protects personal information through Realtor Homepages (the “Service”), and the choices and rights you have. It is written to meet the requirements of the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA) and of the Korean Personal Information Protection Act (PIPA), among other laws.',
    sections: [
      {
        id: 'scope',
        heading: '1. Who We Are and Scope',
        paragraphs: [
          'The Company operates the Service and is responsible for the personal information described in this policy. The policy applies to our landing page, to realtor homepages hosted on the Service and to signed-in accounts.',
          'When a visitor sends a message through a realtor’s contact form, the realtor receives it and handles it independently as a real estate professional. The realtor’s own privacy practices apply to the copy they receive.',
        ],
      },
      {
        id: 'information-collected',
        heading: '2. Information We Collect',
        paragraphs: [
          'We collect only the information we need for the purposes described in this policy. Fields marked as required on a form are needed to provide that feature; everything else is optional.',
        ],
        list: [
          'Homepage requests (landing page lead form): name, area of practice, phone number, and whether you already have a website.',
          'Contact form messages: the visitor’s name, email address, phone number and message, along with the realtor the message is addressed to.',
          'Accounts: email address, name and role. For email sign-in, we store only a one-way hash of your password, never the password itself. For Kakao or Google sign-in, we receive your account identifier, name and email address from that provider.',
          'Realtor homepages: photos, service areas, introduction, social media links, license and brokerage information, and contact details that the realtor chooses to publish.',
          'Automatically collected: IP address, browser and device type, pages requested, referring page, date and time, and error information recorded in server logs; cookies as described below; analytics data only if you consent.',
        ],
      },
      {
        id: 'purposes',
        heading: '3. How We Use Information',
        paragraphs: ['We use personal information for the following purposes and not for any unrelated purpose without your consent or another legal basis:'],
        list: [
          'reviewing homepage requests and contacting the realtor who made the request;',
          'delivering contact form messages to the realtor by email;',
          'creating and managing accounts, signing you in and keeping sessions secure;',
          'building, publishing and maintaining realtor homepages;',
          'remembering your language preference;',
          'maintaining security, preventing fraud and abuse, and fixing errors;',
          'understanding how the Service is used so we can improve it (only with consent where analytics are involved);',
          'complying with legal obligations and responding to lawful requests.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies',
        paragraphs: [
          'We use only a small number of cookies. Essential cookies cannot be switched off because the Service does not work properly without them, but you can delete them in your browser settings. Analytics cookies are used only if you accept them, and you can change your choice at any time in the site’s cookie settings. We also treat a Global Privacy Control (GPC) signal from your browser as a refusal of analytics cookies.',
          'Visit counting on realtor homepages uses no cookie, no local storage and no third party, and it works whatever you choose in the cookie settings. When a page of a realtor’s homepage has loaded, your browser sends us one small notice of that page view. We store only the page, its language, the host name of the referring site, the device class (mobile, tablet or desktop), the country if our network provider tells us (never your IP address) and a visitor key: a one-way hash of your IP address, browser identification, the realtor and a random value that changes every day and is deleted at the end of that day. The key lets us count unique visitors per day without being able to recognize you on another day or find out who you are. Page views of known bots and of browsers without JavaScript are not counted. The realtor sees only totals per day.',
          'The cookies we use are:',
        ],
        list: [
          'i18n_redirected (essential): remembers the language you selected so the site opens in that language next time.',
          'Session cookie (essential): keeps you signed in and protects your account; it is set only when you sign in and is cleared when you sign out or the session expires.',
          'Analytics cookies (optional): set only after you consent, to measure visits and improve the Service.',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Disclosure to Third Parties',
        paragraphs: [
          'We do not sell personal information and do not share it for cross-context behavioral advertising. We do not give lead form data or any other personal information to the mortgage lender featured on the landing page.',
          'We disclose personal information to third parties only in the following cases:',
        ],
        list: [
          'Contact form messages: the name, email address, phone number and message you enter are provided to the realtor you are writing to, so that they can respond to your inquiry. The realtor keeps the message according to their own practices.',
          'Public homepage content: the information a realtor chooses to publish is shown to anyone who visits their homepage.',
          'Legal reasons: where required by law, court order or a lawful request from authorities, or where necessary to protect someone’s life, safety or rights.',
          'Business transfer: if the Service is transferred as part of a merger or acquisition, subject to notice as required by law.',
        ],
      },
      {
        id: 'processors',
        heading: '6. Service Providers (Entrustment of Processing)',
        paragraphs: [
          'We entrust certain processing to the service providers below. Our contracts with them allow them to use the information only to provide services to us and require them to keep it secure. If these providers change, we will update this list.',
        ],
        list: [
          'Hosting and cloud infrastructure provider: operating the Service and storing data.',
          'Email delivery provider: sending contact form messages to realtors and sending account emails.',
          'Slack (Slack Technologies, LLC): notifying our team of new homepage requests.',
          'Analytics provider (only with your consent): measuring use of the Service.',
          'Error reporting provider: detecting and diagnosing technical errors.',
        ],
      },
      {
        id: 'international-transfer',
        heading: '7. Storage in the United States',
        paragraphs: [
          'The Service is operated from the United States, and personal information is stored and processed there. If you use the Service from Korea, Japan or another country, your information is transferred to the United States, whose data protection laws may differ from those of your country. We protect it as described in this policy wherever it is processed.',
          'The transfer is necessary to provide the Service. You may decline it by not providing your information, but the features that need that information will then be unavailable to you.',
          'Details of the transfer:',
        ],
        list: [
          'Information transferred: the items listed in section 2.',
          'Destination country: the United States.',
          'Timing and method: at the time of collection, over encrypted network connections.',
          'Recipients: the Company and the service providers listed in section 6.',
          'Purpose and retention period: as described in sections 3 and 8.',
        ],
      },
      {
        id: 'retention',
        heading: '8. Retention and Destruction',
        paragraphs: [
          'We keep personal information only as long as needed for the purposes in section 3. If a law requires us to keep some information longer, we store it separately and use it only for that purpose.',
          'When the retention period ends or the purpose has been achieved, we destroy the information without undue delay. Electronic files are deleted using methods that prevent recovery, and any paper records are shredded. Deleted data may remain in encrypted backups for up to 30 more days until it is overwritten.',
          'Our retention periods are:',
        ],
        list: [
          'Homepage requests (lead form): 3 years after submission.',
          'Contact form messages: 3 years after receipt.',
          'Account data and homepage content: while the account exists, and deleted within 30 days after the account is closed.',
          'Server logs: 1 year.',
          'Analytics data (if you consented): up to 14 months.',
          'Visit counts on realtor homepages: individual page views up to 30 days; daily totals, which contain no information about any visitor, while the homepage exists.',
          'Error reports: up to 90 days.',
        ],
      },
      {
        id: 'security',
        heading: '9. Security',
        paragraphs: [
          'We use reasonable administrative, technical and physical safeguards, including encryption in transit (HTTPS), password hashing, role-based access limited to staff who need it, and monitoring of access logs. No system is completely secure, so we cannot guarantee absolute security, but we will notify you and the authorities of a data breach as required by law.',
        ],
      },
      {
        id: 'your-rights',
        heading: '10. Your Rights',
        paragraphs: [
          'Depending on where you live, including in Korea and Japan, you have the right to access your personal information and find out how it is used, to correct inaccurate information, to request its deletion, to ask us to suspend processing, and to withdraw any consent you have given (such as consent to analytics) at any time.',
          'You can exercise these rights by email to privacy@example.com, and signed-in users can also edit some information directly in their account. A legal representative or an authorized agent may make a request on your behalf. We will verify your identity and respond within 10 days, or within the time required by the law that applies to you. If we refuse a request, we will tell you why.',
          'In Korea, you can also seek help from the Personal Information Infringement Report Center (privacy.kisa.or.kr, phone 118) or the Personal Information Dispute Mediation Committee (www.kopico.go.kr, phone 1833-6972).',
        ],
      },
      {
        id: 'california',
        heading: '11. California Privacy Rights (CCPA/CPRA)',
        paragraphs: [
          'If you are a California resident, the CCPA gives you additional rights. In the past 12 months, we collected the following categories of personal information: identifiers (such as name, email address, phone number, IP address and account identifier); customer records information (name and phone number); professional information (realtor license and brokerage details); internet or other network activity (server logs and, with consent, analytics); and account login credentials, which are sensitive personal information. We collected them from you directly, from Kakao or Google when you use them to sign in, and automatically from your device, for the purposes in section 3, and we disclosed them for business purposes to the service providers in section 6.',
          'We have not sold or shared (for cross-context behavioral advertising) personal information in the past 12 months, and we have no actual knowledge of selling or sharing the personal information of consumers under 16. We use sensitive personal information only to authenticate you and secure your account, which is a purpose permitted by law, so the right to limit its use does not require further action.',
          'You have the CCPA rights listed below. To make a request, email privacy@example.com. We will verify your request by matching the information you provide with the information we hold, or through your signed-in account. An authorized agent may make a request with your signed permission. We respond within 45 days, and if we need more time (up to another 45 days), we will tell you.',
        ],
        list: [
          'Right to know and access the personal information we have collected about you, how we use it, and to whom we disclose it.',
          'Right to delete personal information we collected from you, subject to legal exceptions.',
          'Right to correct inaccurate personal information.',
          'Right to opt out of the sale or sharing of personal information; we do not sell or share it, and we honor Global Privacy Control signals.',
          'Right to limit the use and disclosure of sensitive personal information.',
          'Right not to be discriminated against for exercising any of these rights.',
        ],
      },
      {
        id: 'children',
        heading: '12. Children',
        paragraphs: [
          'The Service is intended for adults and is not directed to children. We do not knowingly collect personal information from children under 14 in Korea or under 13 in the United States and elsewhere. If you believe a child has given us personal information, please contact us and we will delete it.',
        ],
      },
      {
        id: 'changes',
        heading: '13. Changes to This Policy',
        paragraphs: [
          'We may update this policy from time to time. We will post the updated policy with its new effective date and, if the changes are material, notify you on the Service or by email at least 7 days before they take effect (30 days for changes that reduce your rights).',
        ],
      },
      {
        id: 'contact',
        heading: '14. Privacy Officer and Contact',
        paragraphs: [
          'The Company has designated a privacy officer, who is responsible for personal information protection and for handling your requests and complaints.',
          'Privacy officer: privacy@example.com. Please contact us at this address with any questions about this policy or to exercise your rights.',
        ],
      },
    ],
  },

  agreement: {
    title: 'Realtor Sign-up Agreement',
    updated: UPDATED,
    intro:
      'This is a summary of the key points of the Terms of Use and Privacy Policy (agreement version 2026-11-01). By creating an account, you agree to the Terms of Use and confirm that you have read the Privacy Policy. If this summary and the full documents differ, the full documents apply.',
    sections: [
      {
        id: 'eligibility',
        heading: 'Who can sign up',
        paragraphs: [
          'You are at least 18 years old and are a real estate agent licensed in California or Georgia, or a person authorized to act on that agent’s behalf. The information you provide, including your license details, is accurate and you will keep it up to date.',
        ],
      },
      {
        id: 'your-homepage',
        heading: 'Your homepage and content',
        paragraphs: [
          'You are responsible for everything on your homepage. You keep ownership of your photos and text, and you grant the Company a licence to host, adapt and display them so that we can run your homepage. You only upload content that you have the right to use.',
        ],
      },
      {
        id: 'compliance',
        heading: 'Rules you follow',
        paragraphs: ['You agree to:'],
        list: [
          'comply with fair housing laws and the principles of Equal Housing Opportunity;',
          'display your license number and brokerage name where required;',
          'follow the IDX rules of your MLS and tell us right away if your license or MLS access changes;',
          'publish only truthful, lawful advertising and not use the Service for any prohibited purpose.',
        ],
      },
      {
        id: 'listings',
        heading: 'Listing information',
        paragraphs: [
          'Listings come from MLS sources through IDX and are provided “as is”. They are deemed reliable but not guaranteed, and we may remove them if your MLS authorization ends or the MLS requires it.',
        ],
      },
      {
        id: 'contact-messages',
        heading: 'Messages from visitors',
        paragraphs: [
          'Messages sent through your contact form (name, email address, phone number and message) are delivered to your email address. You will use them only to respond to the inquiry, keep them secure and handle them in accordance with privacy law. The Company also keeps a copy for 3 years.',
        ],
      },
      {
        id: 'privacy',
        heading: 'How we handle your information',
        paragraphs: [
          'We process your account data (email address, name, a password hash or your Kakao or Google sign-in details) and your homepage content to provide the Service. Data is stored in the United States and handled by service providers for hosting, email delivery, Slack notifications, and, where applicable, analytics and error reporting. You can access, correct or delete your information and exercise your CCPA and other rights by contacting privacy@example.com.',
        ],
      },
      {
        id: 'lender',
        heading: 'No lending relationship',
        paragraphs: [
          'The mortgage lender featured on our landing page is independent. There is no referral relationship between the lender and the Company or you, nobody is paid for referrals, and you are never required to recommend or use the lender. The Service does not provide mortgage or lending advice.',
        ],
      },
      {
        id: 'liability',
        heading: 'Disclaimers and liability',
        paragraphs: [
          'The Service is provided “as is”. To the extent permitted by law, the Company’s liability is limited as set out in the Terms of Use. The Terms are governed by the laws of the State of California.',
        ],
      },
      {
        id: 'termination-changes',
        heading: 'Ending your account and changes',
        paragraphs: [
          'You can close your account at any time. We may suspend or close it if you breach the Terms or your license or MLS access ends. When these documents change materially, we will notify you in advance and may ask you to accept the new version.',
        ],
      },
    ],
  },
};

export default content;
