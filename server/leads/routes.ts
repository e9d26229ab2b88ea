import type { FastifyInstance } from "fastify";
import {
  Lead,
  LeadExportQuery,
  LeadFollowUpBody,
  LeadListQuery,
  LeadNoteBody,
  LeadPage,
  UpdateLeadBody,
} from "#contract/admin.ts";
import { EmptyBody } from "#contract/auth.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import type { LeadService } from "./service.ts";

const registerLeadList = listRoutes({
  path: "/admin/leads",
  summary: "Leads, newest first, 50 a page; search and stage filter",
  query: LeadListQuery,
  page: LeadPage,
  csv: { summary: "Every lead matching the filters, as CSV", query: LeadExportQuery },
});

/**
 * The pipeline's routes in the admin area (the caller mounts them behind the admin guard):
 * the list and its export, one lead, and the changes an administrator makes to it, each
 * answered with the lead as it now is.
 */
export function registerLeadRoutes(api: FastifyInstance, leads: LeadService) {
  const app = registerLeadList(api, { list: leads.list, csv: leads.export });

  app.get("/admin/leads/:id", { schema: onItem("One lead in full", Lead) }, async (request) =>
    leads.get({ id: request.params.id }),
  );

  app.patch(
    "/admin/leads/:id",
    {
      schema: {
        ...onItem("Move a lead to a pipeline stage, with a deal value or a lost reason", Lead),
        description:
          "Stages: new, contacted, proposal, won, lost, check, spam. `valuePkr` goes with proposal or " +
          "won (left out, the value stays), `lostReason` with lost. Marking a lead won credits " +
          "its referrer's referred-client reward, once per lead.",
        body: UpdateLeadBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      await leads.setStage({ ...request.body, id, adminId: request.userId });
      return leads.get({ id });
    },
  );

  app.post(
    "/admin/leads/:id/not-spam",
    {
      schema: {
        ...onItem("A lead in Check or Spam is not spam: it moves to New", Lead, 409),
        description:
          "One click on a lead a person wrote: it moves to New, its history and the audit log " +
          "say who decided, and it is forwarded like every new lead when forwarding is on. 409 " +
          "for a lead already in the pipeline.",
        body: EmptyBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      await leads.markNotSpam({ id, adminId: request.userId });
      return leads.get({ id });
    },
  );

  app.post(
    "/admin/leads/:id/notes",
    { schema: { ...onItem("Add a note to a lead's history", Lead), body: LeadNoteBody } },
    async (request) => {
      const { id } = request.params;
      await leads.addNote({ id, note: request.body.note, adminId: request.userId });
      return leads.get({ id });
    },
  );

  app.put(
    "/admin/leads/:id/follow-up",
    {
      schema: {
        ...onItem("Set (a day) or clear (null) a lead's next follow-up", Lead),
        body: LeadFollowUpBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      await leads.setFollowUp({ id, on: request.body.on, adminId: request.userId });
      return leads.get({ id });
    },
  );
}
