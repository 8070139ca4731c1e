// Where staff are with a lead: the statuses, in their order. The server loads this file too.

export const leadStatuses = ['new', 'in_progress', 'done'] as const;

export type LeadStatus = (typeof leadStatuses)[number];
