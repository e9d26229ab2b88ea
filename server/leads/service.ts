import { bindAll } from "#server/use-cases.ts";
import { addLeadNote } from "./add-note.ts";
import { createLeadFromAssistant } from "./create-from-assistant.ts";
import { createLeadFromContact } from "./create-from-contact.ts";
import { exportLeads } from "./export-leads.ts";
import { getLead } from "./get-lead.ts";
import { listLeads } from "./list-leads.ts";
import { markNotSpam } from "./mark-not-spam.ts";
import type { LeadDeps } from "./rules.ts";
import { setLeadFollowUp } from "./set-follow-up.ts";
import { setLeadStage } from "./set-stage.ts";
import { dueFollowUps } from "./waiting-leads.ts";

/**
 * The lead use cases, each in the file named after it, given one set of dependencies: what the
 * contact form's route, the assistant's and the admin area's lead routes (routes.ts) call.
 */
export function createLeadService(deps: LeadDeps) {
  return bindAll(deps, {
    createFromContact: createLeadFromContact,
    createFromAssistant: createLeadFromAssistant,
    list: listLeads,
    get: getLead,
    setStage: setLeadStage,
    markNotSpam,
    addNote: addLeadNote,
    setFollowUp: setLeadFollowUp,
    export: exportLeads,
    dueFollowUps,
  });
}

export type LeadService = ReturnType<typeof createLeadService>;
