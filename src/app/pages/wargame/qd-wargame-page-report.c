/* qd-wargame-page-report.c — the war game tab's report and animation: the
 * game on the board, as `quandary-cli wargame` reports the same game. */
#include "config.h"
#include "qd-wargame-page-private.h"

#include <string.h>

#include "core/qd-format.h"
#include "render/wargame/qd-wargame-animation.h"

/* The game as the page has played it; `path` is the page's (freed by the
 * caller). */
static void
page_run (QdWargamePage *self, QdWargameRun *run, char **path)
{
  guint n = qd_wargame_record_n_moves (self->record);

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->path = *path;
  run->record = self->record;
  qd_wargame_page_get_spec (self, QD_WARGAME_BLUE, &run->agents[QD_WARGAME_BLUE]);
  qd_wargame_page_get_spec (self, QD_WARGAME_GREEN, &run->agents[QD_WARGAME_GREEN]);
  run->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  run->notes = self->notes;
  run->stopped = !qd_wargame_record_is_over (self->record);
  /* The tree of a move still in the game, made by the search noted. */
  if (self->tree_move > 0 && self->tree_move <= n &&
      qd_game_notes_find (self->notes, self->tree_move - 1,
                          qd_wargame_record_move (self->record, self->tree_move - 1)->square) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = self->tree_move;
    }
}

/* The words after "quandary-cli" of the command that plays the same game. */
static GPtrArray *
command_words (QdWargamePage *self, const QdWargameRun *run)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  QdWargameRules *rules = qd_wargame_record_get_rules (run->record);

  g_ptr_array_add (words, g_strdup ("wargame"));
  g_ptr_array_add (words, g_strdup (run->path != NULL ? run->path : qd_page_get_title (QD_PAGE (self))));
  g_ptr_array_add (words, g_strdup ("--blue"));
  g_ptr_array_add (words, qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_BLUE]));
  g_ptr_array_add (words, g_strdup ("--green"));
  g_ptr_array_add (words, qd_wargame_agent_spec_to_string (&run->agents[QD_WARGAME_GREEN]));
  g_ptr_array_add (words, g_strdup ("--rules"));
  g_ptr_array_add (words, g_strdup (qd_wargame_rule_set_to_string (rules->set)));
  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    {
      g_ptr_array_add (words, g_strdup ("--attrition"));
      g_ptr_array_add (words, qd_format_number (rules->attrition));
    }
  if (rules->coin < 1)
    {
      g_ptr_array_add (words, g_strdup ("--coin"));
      g_ptr_array_add (words, qd_format_number (rules->coin));
    }
  g_ptr_array_add (words, g_strdup ("--seed"));
  g_ptr_array_add (words, g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed));
  if (run->tree != NULL)
    {
      g_ptr_array_add (words, g_strdup ("--tree"));
      g_ptr_array_add (words, g_strdup ("search-tree.txt"));
      g_ptr_array_add (words, g_strdup ("--tree-move"));
      g_ptr_array_add (words, g_strdup_printf ("%u", run->tree_move));
    }
  g_ptr_array_add (words, NULL);
  return words;
}

QdReport *
qd_wargame_page_build_report (QdPage *page)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  QdReport *report = qd_page_report_new (page);
  QdWargameRun run;

  page_run (self, &run, &path);
  qd_wargame_run_report_add (report, &run);
  words = command_words (self, &run);
  qd_page_report_add_command (report, (const char *const *) words->pdata);
  return report;
}

QdAnimation *
qd_wargame_page_build_animation (QdPage *page)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  g_autofree char *path = NULL;
  QdWargameRun run;

  if (qd_wargame_record_n_moves (self->record) == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_wargame_animation_new (&run);
}
