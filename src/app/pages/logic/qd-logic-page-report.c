/* qd-logic-page-report.c — the Logic tab's report and GIF, as
 * `quandary-cli logic` makes them (render/logic): the query in the entry
 * (else the document's `ask:` lines) by the algorithm chosen, with the
 * sidebar's options as Solve takes them (WalkSAT's p, flips and seed,
 * CDCL's conflict, every first-order answer), and the command that asks
 * it again with the same options. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "problems/logic/qd-logic-teach.h"
#include "render/logic/qd-logic-animation.h"
#include "render/logic/qd-logic-run-report.h"
#include "render/logic/qd-logic-wumpus-report.h"

/* The query in the entry, or NULL (the file's queries). */
static char *
entry_query (QdLogicPage *self)
{
  g_autofree char *query = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->query_entry))));

  return *query != '\0' && self->doc->kind != QD_LOGIC_DOC_DIMACS ? g_steal_pointer (&query) : NULL;
}

static QdLogicAlgorithm
chosen_algorithm (QdLogicPage *self)
{
  return qd_logic_page_selected_algorithm (self);
}

/* The ask's options as Solve takes them (qd-logic-page-ask.c). */
static void
chosen_options (QdLogicPage *self, QdLogicAskOptions *options)
{
  qd_logic_page_get_options (self, options);
  options->all_answers = qd_logic_page_all_answers (self);
}

/* The command's words for the options that are not its defaults (added to
 * `words`, their texts kept in `texts`). */
static void
option_words (QdLogicAlgorithm algorithm, const QdLogicAskOptions *o, GPtrArray *words, GPtrArray *texts)
{
  char *text;

  if (algorithm == QD_LOGIC_WALKSAT)
    {
      g_ptr_array_add (words, "--p");
      g_ptr_array_add (words, text = qd_format_c ("%g", o->p));
      g_ptr_array_add (texts, text);
      g_ptr_array_add (words, "--max-flips");
      g_ptr_array_add (words, text = g_strdup_printf ("%" G_GUINT64_FORMAT, o->max_flips));
      g_ptr_array_add (texts, text);
      g_ptr_array_add (words, "--seed");
      g_ptr_array_add (words, text = g_strdup_printf ("%" G_GUINT64_FORMAT, o->seed));
      g_ptr_array_add (texts, text);
    }
  if (algorithm == QD_LOGIC_CDCL && o->conflict > 0)
    {
      g_ptr_array_add (words, "--conflict");
      g_ptr_array_add (words, text = g_strdup_printf ("%" G_GUINT64_FORMAT, o->conflict));
      g_ptr_array_add (texts, text);
    }
  if (qd_logic_algorithm_is_first_order (algorithm) && o->all_answers)
    g_ptr_array_add (words, "--all");
}

/* A wumpus world: the hybrid agent's game on it, as `quandary-cli logic
 * wumpus WORLD --report` writes it (the game played here, whatever the
 * board shows). */
static QdReport *
wumpus_report (QdPage *page, const QdLogicWumpusWorld *world)
{
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  QdLogicWumpusRun run;
  QdReport *report;

  qd_logic_wumpus_run (world, 0, NULL, &run);
  report = qd_page_report_new (page);
  qd_logic_wumpus_report_add (report, world, &run, path);
  qd_page_report_add_command (report, (const char *const[]) { "logic", "wumpus", input, "--agent", "hybrid", NULL });
  qd_logic_wumpus_run_clear (&run);
  return report;
}

QdReport *
qd_logic_page_build_report (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autofree char *query = NULL;
  g_autoptr(QdLogicDoc) doc = NULL;
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  QdLogicAskOptions options;
  QdLogicAlgorithm algorithm;
  QdReport *report;

  if (self->doc == NULL || self->doc->error != NULL)
    return NULL;
  qd_page_flush_edits (page);
  if (self->doc->kind == QD_LOGIC_DOC_WUMPUS)
    return wumpus_report (page, self->doc->wumpus);
  /* A copy: the report's asks add nodes to its formulas. */
  doc = qd_logic_doc_parse (self->doc->text, -1, NULL);
  if (doc == NULL)
    return NULL;
  query = entry_query (self);
  algorithm = chosen_algorithm (self);
  chosen_options (self, &options);
  report = qd_page_report_new (page);
  qd_logic_run_report_add (report, &(QdLogicRun) { doc, path, query != NULL ? (const char *const[]) { query, NULL }
                                                                            : NULL, algorithm, &options });
  g_ptr_array_add (words, "logic");
  g_ptr_array_add (words, input);
  g_ptr_array_add (words, "--algorithm");
  g_ptr_array_add (words, (gpointer) qd_logic_algorithm_to_string (algorithm));
  option_words (algorithm, &options, words, texts);
  if (query != NULL)
    {
      g_ptr_array_add (words, "--entails");
      g_ptr_array_add (words, query);
    }
  g_ptr_array_add (words, NULL);
  qd_page_report_add_command (report, (const char *const *) words->pdata);
  return report;
}

QdAnimation *
qd_logic_page_build_animation (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autoptr(GError) error = NULL;
  g_autofree char *query = NULL;
  QdLogicAskOptions options;
  QdAnimation *animation;

  if (self->doc == NULL || self->doc->error != NULL)
    return NULL;
  qd_page_flush_edits (page);
  if (self->doc->kind == QD_LOGIC_DOC_WUMPUS)
    {
      QdLogicWumpusRun run;

      qd_logic_wumpus_run (self->doc->wumpus, 0, NULL, &run);
      animation = qd_logic_wumpus_animation_new (self->doc->wumpus, &run);
      qd_logic_wumpus_run_clear (&run);
      return animation;
    }
  query = entry_query (self);
  /* The entry's query, else the file's first. */
  if (query == NULL)
    {
      g_autoptr(GPtrArray) asks = qd_logic_queries (self->doc, NULL);

      query = g_strdup (g_ptr_array_index (asks, 0));
    }
  chosen_options (self, &options);
  animation = qd_logic_animation_new (self->doc, query, chosen_algorithm (self), &options, &error);
  if (animation == NULL && error != NULL)
    qd_page_toast_error (page, error);
  return animation;
}
