/* qd-takestones-page-report.c — the Take-Stones tab's report and
 * animation: the game on the board, as `quandary-cli takestones N MODE
 * DEPTH` reports the same game. */
#include "config.h"
#include "qd-takestones-page-private.h"

#include <string.h>

#include "render/takestones/qd-takestones-animation.h"

/* The game as the page has played it; `path` is the page's (freed by the
 * caller). */
static void
page_run (QdTakestonesPage *self, QdTakestonesRun *run, char **path)
{
  const QdTakestonesRecord *record = self->record;

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->document = TRUE;
  run->path = *path;
  run->record = record;
  run->algorithm = adw_combo_row_get_selected (self->algorithm_row) == 0 ? QD_SEARCH_MINIMAX : QD_SEARCH_ALPHABETA;
  run->notes = self->notes;
  /* The tree of a move still in the game, made by the search noted. */
  if (self->tree_move > 0 && self->tree_move <= record->moves->len &&
      qd_game_notes_find (self->notes, self->tree_move - 1,
                          g_array_index (record->moves, guint, self->tree_move - 1)) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = self->tree_move;
    }
}

/* The words after "quandary-cli" of the command that plays the same game
 * (the statement's MODE: 1 two computers, 2 a person first, 3 a person
 * second; two people play as 1 does). */
static GPtrArray *
command_words (const QdTakestonesRun *run)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const QdTakestonesRecord *record = run->record;
  guint mode = !record->computer[0] && record->computer[1] ? 2 : record->computer[0] && !record->computer[1] ? 3 : 1;

  g_ptr_array_add (words, g_strdup ("takestones"));
  g_ptr_array_add (words, g_strdup_printf ("%u", record->n));
  g_ptr_array_add (words, g_strdup_printf ("%u", mode));
  g_ptr_array_add (words, g_strdup_printf ("%d", record->depth));
  g_ptr_array_add (words, g_strdup ("--evaluator"));
  g_ptr_array_add (words, g_strdup (qd_takestones_evaluator_to_string (record->evaluator)));
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
qd_takestones_page_build_report (QdPage *page)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  QdReport *report = qd_page_report_new (page);
  QdTakestonesRun run;

  page_run (self, &run, &path);
  qd_takestones_run_report_add (report, &run);
  words = command_words (&run);
  qd_page_report_add_command (report, (const char *const *) words->pdata);
  return report;
}

QdAnimation *
qd_takestones_page_build_animation (QdPage *page)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  g_autofree char *path = NULL;
  QdTakestonesRun run;

  if (self->record->moves->len == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_takestones_animation_new (&run);
}
