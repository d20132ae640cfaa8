/* qd-game-history.c — a game's moves in its report and animation
 * (qd-game-history.h). */
#include "config.h"
#include "qd-game-history.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "qd-run-report.h"

/* ------------------------------------------------------------ notes */

GArray *
qd_game_notes_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (QdGameSearchNote));
}

void
qd_game_notes_add (GArray *notes, const QdGameSearchNote *note)
{
  guint keep = notes->len;

  /* Notes are in the order of their plies: those from this ply on are of
   * moves taken back. */
  while (keep > 0 && g_array_index (notes, QdGameSearchNote, keep - 1).ply >= note->ply)
    keep--;
  g_array_set_size (notes, keep);
  g_array_append_val (notes, *note);
}

const QdGameSearchNote *
qd_game_notes_find (const GArray *notes, guint ply, guint move)
{
  guint low = 0, high = notes != NULL ? notes->len : 0;

  while (low < high)
    {
      guint mid = low + (high - low) / 2;
      const QdGameSearchNote *note = &g_array_index (notes, QdGameSearchNote, mid);

      if (note->ply == ply)
        return note->move == move ? note : NULL;
      if (note->ply < ply)
        low = mid + 1;
      else
        high = mid;
    }
  return NULL;
}

/* ------------------------------------------------------------ the history */

static void
clear_move (gpointer data)
{
  g_free (((QdGameHistoryMove *) data)->move);
}

QdGameHistory *
qd_game_history_new (const char *side1, const char *side2, const char *player1, const char *player2,
                     const char *value_note)
{
  QdGameHistory *history = g_new0 (QdGameHistory, 1);

  history->sides[0] = g_strdup (side1);
  history->sides[1] = g_strdup (side2);
  history->players[0] = g_strdup (player1);
  history->players[1] = g_strdup (player2);
  history->value_note = g_strdup (value_note);
  history->moves = g_array_new (FALSE, TRUE, sizeof (QdGameHistoryMove));
  g_array_set_clear_func (history->moves, clear_move);
  return history;
}

QdGameHistory *
qd_game_history_copy (const QdGameHistory *history)
{
  QdGameHistory *copy = qd_game_history_new (history->sides[0], history->sides[1], history->players[0],
                                             history->players[1], history->value_note);

  for (guint i = 0; i < history->moves->len; i++)
    {
      QdGameHistoryMove move = g_array_index (history->moves, QdGameHistoryMove, i);

      move.move = g_strdup (move.move);
      g_array_append_val (copy->moves, move);
    }
  return copy;
}

void
qd_game_history_free (QdGameHistory *history)
{
  if (history == NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      g_free (history->sides[i]);
      g_free (history->players[i]);
    }
  g_free (history->value_note);
  g_array_unref (history->moves);
  g_free (history);
}

void
qd_game_history_add (QdGameHistory *history, guint side, const char *move, const QdGameSearchNote *note)
{
  QdGameHistoryMove entry = { MIN (side, 1), g_strdup (move), note != NULL };

  if (note != NULL)
    {
      entry.value = note->value;
      entry.nodes = note->nodes;
      entry.time_us = note->time_us;
    }
  g_array_append_val (history->moves, entry);
}

char *
qd_game_history_describe (const QdGameHistory *history, guint step)
{
  const QdGameHistoryMove *move;

  if (step == 0 || step > history->moves->len)
    return NULL;
  move = &g_array_index (history->moves, QdGameHistoryMove, step - 1);
  /* Translators: a move in a game's report or animation: the side, the move
   * ("Blue: drop C3", "Player 1: 2 → 3"). */
  return g_strdup_printf (C_("a side and its move", "%s: %s"), history->sides[move->side], move->move);
}

/* ------------------------------------------------------------ numbers for people */

static char *
count_text (guint64 n)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static char *
ms_text (gint64 time_us)
{
  return g_strdup_printf ("%.3f", time_us / 1000.0);
}

static char *
per_move_text (double total, guint moves, int digits)
{
  return moves > 0 ? g_strdup_printf ("%.*f", digits, total / moves) : g_strdup ("—");
}

/* ------------------------------------------------------------ the report's parts */

static void
add_instance (QdReport *report, const QdGameReport *game)
{
  QdGamePosition start = { game->draw, game->game, 0, qd_report_palette (report) };
  QdReportSection *section;

  if (game->document)
    {
      qd_report_add_instance (report, game->path, game->width, game->height, qd_game_position_draw, &start);
      return;
    }
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Board"), game->board);
  qd_report_add_figure (section, game->board, "instance", game->width, game->height, qd_game_position_draw, &start);
}

void
qd_game_history_add_result (QdReport *report, const QdGameHistory *history, const char *verdict,
                            const char *score_header, const char *const scores[2])
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  QdReportBlock *table;

  if (verdict != NULL)
    qd_report_add_paragraph (section, verdict);
  table = qd_report_add_table (section, _("The result"), "result",
                               (const char *[]) { _("Side"), _("Player"), score_header, NULL });
  for (guint side = 0; side < 2; side++)
    qd_report_add_row (table, (const char *[]) { history->sides[side], history->players[side], scores[side], NULL });
}

static void
add_statistics (QdReport *report, const QdGameHistory *history)
{
  guint moves[2] = { 0 }, searched[2] = { 0 };
  guint64 nodes[2] = { 0 };
  gint64 time_us[2] = { 0 };
  QdReportSection *section;
  QdReportBlock *table;

  if (history->moves->len == 0)
    return;
  for (guint i = 0; i < history->moves->len; i++)
    {
      const QdGameHistoryMove *m = &g_array_index (history->moves, QdGameHistoryMove, i);

      moves[m->side]++;
      if (m->searched)
        {
          searched[m->side]++;
          nodes[m->side] += m->nodes;
          time_us[m->side] += m->time_us;
        }
    }
  section = qd_report_part (report, QD_REPORT_STATISTICS);
  table = qd_report_add_table (section, _("Moves, nodes and time per side"), "statistics",
                               (const char *[]) { _("Side"), _("Moves"), _("Searched"), _("Nodes"),
                                                  _("Nodes per move"), _("Time (ms)"), _("ms per move"), NULL });
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *n_moves = count_text (moves[side]);
      g_autofree char *n_searched = count_text (searched[side]);
      g_autofree char *n_nodes = count_text (nodes[side]);
      g_autofree char *nodes_per = per_move_text ((double) nodes[side], searched[side], 1);
      g_autofree char *ms = ms_text (time_us[side]);
      g_autofree char *ms_per = per_move_text (time_us[side] / 1000.0, searched[side], 3);

      qd_report_add_row (table, (const char *[]) { history->sides[side], n_moves, n_searched, n_nodes, nodes_per,
                                                   ms, ms_per, NULL });
    }
  qd_report_add_paragraph (section, _("Searched: the moves a computer’s search chose, whose nodes and time are "
                                      "known; the figures per move are per searched move."));
}

static void
add_moves (QdReport *report, const QdGameHistory *history, const QdGameReport *game)
{
  QdGamePosition final = { game->draw, game->game, G_MAXUINT, qd_report_palette (report) };
  QdReportSection *section;
  QdReportBlock *table;

  if (history->moves->len == 0)
    return;
  section = qd_report_part (report, QD_REPORT_GAME);
  table = qd_report_add_table (section, _("The moves"), "moves",
                               (const char *[]) { _("#"), _("Side"), _("Move"), _("Value"), _("Nodes"),
                                                  _("Time (ms)"), NULL });
  for (guint i = 0; i < history->moves->len; i++)
    {
      const QdGameHistoryMove *m = &g_array_index (history->moves, QdGameHistoryMove, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *value = m->searched ? g_strdup_printf ("%+.3f", m->value) : g_strdup ("—");
      g_autofree char *nodes = m->searched ? count_text (m->nodes) : g_strdup ("—");
      g_autofree char *ms = m->searched ? ms_text (m->time_us) : g_strdup ("—");

      qd_report_add_row (table, (const char *[]) { number, history->sides[m->side], m->move, value, nodes, ms,
                                                   NULL });
    }
  if (history->value_note != NULL)
    qd_report_add_paragraph (section, history->value_note);
  qd_report_add_figure (section, _("The final position"), "final-position", game->width, game->height,
                        qd_game_position_draw, &final);
}

static void
add_search_tree (QdReport *report, const QdGameHistory *history, const QdSearchTree *tree, guint move)
{
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;

  if (tree == NULL || qd_search_tree_n_nodes (tree) == 0)
    return;
  what = qd_game_history_describe (history, move);
  text = what != NULL ? g_strdup_printf (_("The search that chose move %u, %s."), move, what)
                      : g_strdup_printf (_("The search of move %u."), move);
  qd_report_add_paragraph (qd_report_part (report, QD_REPORT_SEARCH_TREE), text);
  qd_report_add_search_tree (report, tree);
}

void
qd_game_history_add_parts (QdReport *report, const QdGameHistory *history, const QdGameReport *game)
{
  add_instance (report, game);
  if (history == NULL)
    return;
  add_statistics (report, history);
  add_moves (report, history, game);
  add_search_tree (report, history, game->tree, game->tree_move);
  if (game->record != NULL)
    qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE), game->record_caption, game->record_name,
                            game->record);
}

void
qd_game_history_end_command (GPtrArray *words, const char *document, const QdSearchTree *tree, guint budget,
                             guint move)
{
  g_auto(GStrv) options = qd_run_report_tree_options (document != NULL ? document : "game", tree, budget);

  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (words, g_strdup (options[i]));
  if (tree != NULL)
    {
      g_ptr_array_add (words, g_strdup ("--tree-move"));
      g_ptr_array_add (words, g_strdup_printf ("%u", move));
    }
  g_ptr_array_add (words, NULL);
}

void
qd_game_position_draw (cairo_t *cr, double width, double height, gpointer position)
{
  const QdGamePosition *p = position;

  p->draw (cr, p->moves, p->palette != NULL ? p->palette : qd_palette_light (), (gpointer) p->game);
}

/* ------------------------------------------------------------ the animation */

typedef struct {
  QdOwned owned;
  QdGameHistory *history;
  QdAnimationDraw draw;
  gpointer data;
} Frames;

static void
frames_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Frames *frames = data;

  frames->draw (cr, step, palette, frames->data);
}

static char *
frames_describe (guint step, gpointer data)
{
  return qd_game_history_describe (((Frames *) data)->history, step);
}

QdAnimation *
qd_game_history_animation_new (const QdGameHistory *history, double width, double height, QdAnimationDraw draw,
                               gpointer data, GDestroyNotify data_free)
{
  Frames *frames = g_new0 (Frames, 1);

  frames->history =
    qd_owned_add (&frames->owned, qd_game_history_copy (history), (GDestroyNotify) qd_game_history_free);
  frames->draw = draw;
  frames->data = data_free != NULL ? qd_owned_add (&frames->owned, data, data_free) : data;
  return qd_animation_new (history->moves->len, width, height, frames_draw, frames_describe, frames,
                           qd_owned_free);
}
