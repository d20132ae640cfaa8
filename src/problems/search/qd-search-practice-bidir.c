/* qd-search-practice-bidir.c — a bidirectional run's own questions (see
 * qd-search-practice.h): before each expansion, which side expands (answered
 * "forward" or "backward", by typing the word), and at the end, where the
 * two searches meet and what the path found there costs. */
#include "config.h"
#include "qd-search-practice.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

static const char *
side_word (guint side)
{
  /* TRANSLATORS: the answer to "Which side expands next?" (typed) */
  return side == 0 ? _("forward") : _("backward");
}

void
qd_search_practice_bidir_names (GHashTable *names)
{
  for (guint side = 0; side < 2; side++)
    g_hash_table_replace (names, qd_practice_name_key (side_word (side)), g_strdup (side_word (side)));
}

void
qd_search_practice_bidir_side (QdPractice *practice, const QdSearchRun *run, guint step, const QdSearchEvent *e,
                               const char *name)
{
  const char *names[2] = { side_word (e->side), NULL };
  g_autofree char *key = qd_format_number_short_locale (e->f);
  g_autofree char *why = NULL;

  why = g_strdup_printf (e->side == 0 ? _("The forward search (from the start) has the smaller least key, %s at %s: "
                                          "its frontier's best node is expanded.")
                                      : _("The backward search (from the goal) has the smaller least key, %s at %s: "
                                          "its frontier's best node is expanded."), key, name);
  qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, step,
                         _("Which side expands next? Type forward or backward."), names, names[0], why,
                         _("Each side's frontier has a least key (g, or f for A*): the side with the smaller one "
                           "expands, the forward side on a tie."));
}

void
qd_search_practice_bidir_end (QdPractice *practice, const QdSearchRun *run, guint last_step)
{
  const QdSpaceResult *result = qd_search_run_result (run);
  QdSearchStep s;
  GString *meet = g_string_new (NULL);
  const char *names[2];
  g_autofree char *cost = NULL, *where = NULL, *why = NULL;

  qd_search_run_step (run, last_step, &s);
  if (result == NULL || result->status != QD_SPACE_SOLVED || s.event.kind != QD_SEARCH_EVENT_GOAL)
    {
      g_string_free (meet, TRUE);
      return;
    }
  qd_search_doc_state_text (qd_search_run_doc (run), qd_search_run_event_state (run, s.event_index), meet);
  names[0] = meet->str;
  names[1] = NULL;
  where = g_strdup_printf (_("The searches meet at %s: both reached it, and the path through it costs the least."),
                           meet->str);
  qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_END, last_step,
                         _("Where do the two searches meet? Click the node or type its name."), names, meet->str,
                         where, _("The meeting is the node both searches reached with the least g forward plus "
                                  "g backward."));
  cost = qd_format_number_short_locale (result->cost);
  why = g_strdup_printf (_("At %s, g forward plus g backward is %s: the cost of the path found."), meet->str, cost);
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, last_step,
                          _("What is the cost of the path found where they meet?"), result->cost, why,
                          _("Add the meeting node's g from the start and its g from the goal."));
  g_string_free (meet, TRUE);
}
