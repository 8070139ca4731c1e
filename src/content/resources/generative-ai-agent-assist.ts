// Full text of the article "Putting Generative AI to Work for Contact Center Agents".
import type { DocumentDetail } from '../types.ts';

export const generativeAiAgentAssist: DocumentDetail = {
  id: 'generative-ai-agent-assist',
  type: 'article',
  author: { name: 'James Whitaker', role: 'Data & Analytics Lead' },
  relatedSolutions: ['amazon-connect-ai', 'contact-center-modernization', 'ai-data-analytics'],
  body: [
    { kind: 'h2', text: 'From pilot projects to daily work' },
    {
      kind: 'p',
      text: 'Generative AI has moved quickly from demonstrations to production contact centers. The most valuable uses so far are not chatbots that replace people, but tools that help agents during and after each conversation: suggested answers while the caller is on the line, and summaries written automatically when the call ends. This article describes what those tools look like in practice on Amazon Connect, and the guardrails that keep AI answers accurate and appropriate for public sector and regulated organizations.',
    },
    { kind: 'h2', text: 'What real-time agent assist looks like' },
    {
      kind: 'p',
      text: "With Amazon Q in Connect, the agent workspace follows the conversation as it happens, detects what the caller needs and suggests relevant answers and next steps drawn from the organization's own knowledge base. Instead of typing search terms into several systems while the caller waits, the agent sees a recommended answer with a link to its source. Agents can also ask a question in plain language and receive a response grounded in the same approved content.",
    },
    { kind: 'p', text: 'In practice, a good agent assist deployment:' },
    {
      kind: 'ul',
      items: [
        'Draws answers from approved sources only, such as policy manuals, FAQs and procedures, and shows the source so the agent can check it.',
        'Offers step-by-step guidance for common processes, such as address changes or payment arrangements.',
        'Stays quiet when it has nothing relevant to offer, rather than guessing.',
        'Leaves the agent in charge: the agent decides what to say and what to do.',
      ],
    },
    { kind: 'h2', text: 'Automated call summaries' },
    {
      kind: 'p',
      text: 'After-contact work is one of the most overlooked costs in a contact center. Agents spend time after each call writing notes, and the quality of those notes varies from person to person. Contact Lens can generate a post-contact summary that captures the reason for the call, the actions taken and the outcome. The agent reviews and edits the summary instead of writing it from scratch, and the finished note is saved to the case record through the CRM integration.',
    },
    {
      kind: 'p',
      text: 'Summaries help the next agent too. When a caller gets in touch again, a consistent summary of earlier contacts lets the agent pick up where the last conversation ended, which shortens the call and spares the caller from repeating their story.',
    },
    { kind: 'h2', text: 'Guardrails that keep answers accurate' },
    {
      kind: 'p',
      text: 'Generative AI can produce fluent answers that are wrong. In a government or regulated setting, an inaccurate answer about eligibility, deadlines or fees can cause real harm, so guardrails are not optional. We design every deployment around five controls:',
    },
    {
      kind: 'ol',
      items: [
        "Grounding: answers are generated from a curated set of approved documents (retrieval-augmented generation), not from the model's general knowledge.",
        'Content ownership: each knowledge source has a named owner, a review date and a process for retiring outdated material.',
        'Filters: Amazon Bedrock Guardrails can block denied topics, filter harmful content, mask personal information and check that responses are grounded in the source material.',
        "Human oversight: for any answer that affects a person's rights, benefits or money, agents see suggestions, never automatic replies.",
        'Measurement: every suggestion is logged, and a sample is reviewed each week for accuracy, tone and completeness.',
      ],
    },
    {
      kind: 'p',
      text: 'These controls fit the NIST AI Risk Management Framework and its Generative AI Profile (NIST AI 600-1), which many agencies use to structure AI governance. Federal agencies should also follow current OMB guidance on the use of AI, including use-case inventories and risk management for uses that affect the public.',
    },
    { kind: 'h2', text: 'Protecting data along the way' },
    {
      kind: 'p',
      text: 'Agent assist works with live conversations, so the data protections of the contact center apply to the AI tools as well. Keep the services inside your approved environment and Region, apply sensitive data redaction to transcripts, restrict who can view conversation analytics, and confirm how each service handles your data. Amazon Bedrock, for example, does not use customer prompts and responses to train the underlying foundation models. Record these points in your privacy impact assessment before launch, not after.',
    },
    { kind: 'h2', text: 'Start small and measure' },
    {
      kind: 'p',
      text: 'The most reliable path is a focused pilot. Choose one queue with high volume and well-documented answers, prepare the knowledge base, and enable agent assist for a small group of experienced agents who will give candid feedback. Measure before and after on the same terms:',
    },
    {
      kind: 'ul',
      items: [
        'Average handle time and after-contact work time.',
        'First-contact resolution and repeat contacts within seven days.',
        'How often agents accept suggestions, and why they reject them.',
        'Accuracy findings from the weekly review.',
        'Customer satisfaction for the pilot queue compared with similar queues.',
      ],
    },
    {
      kind: 'p',
      text: 'Expand to more queues and channels only when the numbers and the agents both say it is working.',
    },
    { kind: 'h2', text: 'What results look like' },
    {
      kind: 'p',
      text: 'In one engagement, we integrated Salesforce Service Cloud with Amazon Connect for a commercial enterprise and added AI agent assist with Amazon Q in Connect. Within the 6-week project the client reached 24% call deflection, 15% faster resolution and a 92% customer-satisfaction score. Those results came as much from a well-prepared knowledge base and a team that reviewed AI suggestions every week as from the technology itself.',
    },
    { kind: 'h2', text: 'Questions to ask before you begin' },
    {
      kind: 'ul',
      items: [
        'Which call reasons have clear, documented answers that an AI tool can draw from?',
        'Who owns each knowledge source, and how often is it reviewed?',
        'What must never be answered by AI without a person confirming it?',
        'How will you measure accuracy, and who will act on the findings?',
        'Which privacy and security reviews does your organization require before launch?',
      ],
    },
    {
      kind: 'p',
      text: 'Generative AI will not fix a contact center that lacks good knowledge and clear processes. It can, however, make a well-run center noticeably better for agents and callers alike.',
    },
  ],
};
