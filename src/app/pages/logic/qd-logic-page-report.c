/* qd-logic-page-report.c — the Logic tab's report and GIF, as
 * `quandary-cli logic` makes them (render/logic): the query in the entry
 * (else the document's `ask:` lines) by the algorithm chosen, with the
 * command that asks it again. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

#include "render/logic/qd-logic-animation.h"
#include "render/logic/qd-logic-run-report.h"

/* The query in the entry, or NULL (the file's queries). */
static char *
entry_query (QdLogicPage *self)
{
  g_autofree char *query = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->query_entry))));

  return *query != '\0' && self->doc->kind == QD_LOGIC_DOC_PROP ? g_steal_pointer (&query) : NULL;
}

static QdLogicAlgorithm
chosen_algorithm (QdLogicPage *self)
{
  return qd_logic_page_selected_algorithm (self);
}

QdReport *
qd_logic_page_build_report (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autofree char *query = NULL;
  g_autoptr(QdLogicDoc) doc = NULL;
  QdLogicAlgorithm algorithm;
  QdReport *report;

  if (self->doc == NULL || self->doc->error != NULL)
    return NULL;
  qd_page_flush_edits (page);
  /* A copy: the report's asks add nodes to its formulas. */
  doc = qd_logic_doc_parse (self->doc->text, -1, NULL);
  if (doc == NULL)
    return NULL;
  query = entry_query (self);
  algorithm = chosen_algorithm (self);
  report = qd_page_report_new (page);
  qd_logic_run_report_add (report, &(QdLogicRun) { doc, path, query != NULL ? (const char *const[]) { query, NULL }
                                                                            : NULL, algorithm, NULL });
  qd_page_report_add_command (report, (const char *const[]) { "logic", input, "--algorithm",
                                                              qd_logic_algorithm_to_string (algorithm),
                                                              query != NULL ? "--entails" : NULL, query, NULL });
  return report;
}

QdAnimation *
qd_logic_page_build_animation (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autoptr(GError) error = NULL;
  g_autofree char *query = NULL;
  QdAnimation *animation;

  if (self->doc == NULL || self->doc->error != NULL)
    return NULL;
  qd_page_flush_edits (page);
  query = entry_query (self);
  /* The entry's query, else the file's first. */
  if (query == NULL && self->doc->kind == QD_LOGIC_DOC_PROP && self->doc->kb.asks->len > 0)
    query = qd_prop_print (self->doc->kb.prop, g_array_index (self->doc->kb.asks, QdLogicSentence, 0).root);
  animation = qd_logic_animation_new (self->doc, query, chosen_algorithm (self), NULL, &error);
  if (animation == NULL && error != NULL)
    qd_page_toast_error (page, error);
  return animation;
}
