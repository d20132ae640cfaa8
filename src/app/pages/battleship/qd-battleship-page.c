/* qd-battleship-page.c — the Battleship tab: play, check, hint, solve, edit and generate. */
#include "config.h"
#include "qd-battleship-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-owned.h"

#include "qd-battleship-page-report.h"
#include "qd-battleship-view.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-run-controls.h"
#include "app/qd-page-tree.h"
#include "render/battleship/qd-battleship-animation.h"

#define CELLS (QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE)
#define MAX_STEPS 100000

struct _QdBattleshipPage
{
  QdPage parent_instance;

  QdBattleshipView *board_view;
  QdRunControls *run_controls;
  GtkLabel *play_label;
  GtkLabel *result_label;
  GtkLabel *assignments_label;
  GtkLabel *prunings_label;
  GtkLabel *time_label;
  GtkSwitch *edit_switch;
  GtkSpinButton *size_spin;
  AdwEntryRow *rows_row;
  AdwEntryRow *cols_row;
  AdwEntryRow *fleet_row;
  AdwComboRow *difficulty_row;
  GtkSpinButton *seed_spin;

  QdStepper *stepper;            /* the run controls' */

  QdBattleship *puzzle;          /* the page's model (qd_page_get_model) */
  guint8 marks[CELLS];           /* the player's marks */
  QdBattleshipResult *result;            /* the solver's answer for the puzzle as it is */
  GArray *steps;                 /* of QdBattleshipStep: cells decided, in order */
  guint8 shown[CELLS];           /* replay buffer */
  QdPageTree *page_tree;         /* the run's search tree, under the board (F8) */
  gint hint_row, hint_col;
  gboolean step_after_solve;
  gboolean updating;
  QdPageCheckedRun *checked_run;         /* Check an Answer…: the checked run, for the replay */
};

G_DEFINE_FINAL_TYPE (QdBattleshipPage, qd_battleship_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "solution", N_("Solution File…"), "solution.txt" },
  { NULL }
};

static void update_display (QdBattleshipPage *self);

/* ------------------------------------------------------------ display */

static void
update_actions (QdBattleshipPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "mark", !busy && !gtk_switch_get_active (self->edit_switch) },
    { "check", !busy },
    { "hint", !busy },
    { "clear", !busy },
    { "generate", !busy },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static void
show_board (QdBattleshipPage *self, const guint8 *grid, gint row, gint col)
{
  QdBattleshipRenderOptions options;

  qd_battleship_render_options_init (&options, NULL);
  options.grid = grid;
  options.current_row = row;
  options.current_col = col;
  qd_battleship_view_set_options (self->board_view, &options);
}

static void
update_display (QdBattleshipPage *self)
{
  QdBattleshipResult *r = self->result;
  guint step = qd_stepper_get_step (self->stepper);

  if (r == NULL)
    {
      gtk_label_set_label (self->result_label, "—");
      qd_label_set_count (self->assignments_label, FALSE, 0);
      qd_label_set_count (self->prunings_label, FALSE, 0);
      gtk_label_set_label (self->time_label, "—");
      /* No search of this board: no word on one (a finished search's
       * "Solved" stayed after Clear). */
      if (!qd_page_get_busy (QD_PAGE (self)))
        qd_run_controls_set_status (self->run_controls, "");
      show_board (self, self->marks, self->hint_row, self->hint_col);
      update_actions (self);
      return;
    }

  {
    g_autofree char *time = qd_format_ms (r->time_us, 2);
    g_autofree char *result = NULL;

    switch (r->status)
      {
      case QD_BATTLESHIP_SOLVED:
        result = g_strdup (_("Solved: one solution"));
        break;
      case QD_BATTLESHIP_NOT_UNIQUE:
        result = g_strdup_printf (_("%u or more solutions"), r->n_solutions);
        break;
      case QD_BATTLESHIP_NO_SOLUTION:
        result = g_strdup (_("No solution"));
        break;
      default:
        result = g_strdup (_("Stopped"));
      }
    gtk_label_set_label (self->result_label, result);
    qd_label_set_count (self->assignments_label, TRUE, r->assignments);
    qd_label_set_count (self->prunings_label, TRUE, r->prunings);
    gtk_label_set_label (self->time_label, time);
  }

  if (qd_page_tree_get_node (self->page_tree) >= 0)
    {
      /* The grid at the tree's selected node: what is decided there. */
      const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
      guint node = (guint) qd_page_tree_get_node (self->page_tree);
      guint var = qd_search_tree_node (tree, node)->a;
      g_autofree char *text = qd_search_tree_view_describe_node (
        qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)), node);

      qd_battleship_tree_grid (tree, node, self->puzzle->size, self->shown);
      show_board (self, self->shown, node > 0 ? (gint) (var / self->puzzle->size) : -1,
                  node > 0 ? (gint) (var % self->puzzle->size) : -1);
      qd_run_controls_set_status (self->run_controls, text);
    }
  else if (qd_stepper_is_finished (self->stepper))
    {
      show_board (self, r->solution != NULL ? r->solution : self->marks, -1, -1);
      qd_run_controls_set_status (self->run_controls,
                                  r->status == QD_BATTLESHIP_SOLVED ? _("Solved. The solution is unique.")
                                  : r->status == QD_BATTLESHIP_NOT_UNIQUE ? _("Solved, but the solution is not unique: one of them is shown.")
                                  : r->status == QD_BATTLESHIP_NO_SOLUTION ? _("This puzzle has no solution.")
                                  : _("The search was stopped."));
    }
  else
    {
      const QdBattleshipStep *last = step > 0 ? &g_array_index (self->steps, QdBattleshipStep, step - 1) : NULL;
      g_autofree char *text = NULL;

      memset (self->shown, QD_BATTLESHIP_UNKNOWN, sizeof self->shown);
      for (guint i = 0; i < step; i++)
        {
          const QdBattleshipStep *e = &g_array_index (self->steps, QdBattleshipStep, i);
          self->shown[e->row * self->puzzle->size + e->col] = e->cell;
        }
      show_board (self, self->shown, last != NULL ? last->row : -1, last != NULL ? last->col : -1);
      if (last == NULL)
        text = g_strdup (_("Ready: press Next Step to watch the cells being decided."));
      else
        text = g_strdup_printf (_("Step %u of %u: %c%u is %s."), step, self->steps->len, 'A' + last->col,
                                last->row + 1, last->cell == QD_BATTLESHIP_WATER ? _("water") : _("part of a ship"));
      qd_run_controls_set_status (self->run_controls, text);
    }
  update_actions (self);
}

static char *
counts_text (const guint *counts, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%u", i ? " " : "", counts[i]);
  return g_string_free (out, FALSE);
}

static void
refresh_edit_rows (QdBattleshipPage *self)
{
  g_autofree char *rows = counts_text (self->puzzle->row_counts, self->puzzle->size);
  g_autofree char *cols = counts_text (self->puzzle->col_counts, self->puzzle->size);
  guint longest = 1;
  g_autofree char *fleet = NULL;

  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    if (self->puzzle->fleet[len] > 0)
      longest = len;
  fleet = counts_text (self->puzzle->fleet + 1, longest);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->size_spin, self->puzzle->size);
  gtk_editable_set_text (GTK_EDITABLE (self->rows_row), rows);
  gtk_editable_set_text (GTK_EDITABLE (self->cols_row), cols);
  gtk_editable_set_text (GTK_EDITABLE (self->fleet_row), fleet);
  self->updating = FALSE;
}

/* ------------------------------------------------------------ document */

static void
clear_run (QdBattleshipPage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  qd_stepper_clear (self->stepper);
  qd_page_tree_clear (self->page_tree);
  g_clear_pointer (&self->result, qd_battleship_result_free);
  g_array_set_size (self->steps, 0);
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
}

static void
puzzle_changed (QdBattleshipPage *self)
{
  clear_run (self);
  self->hint_row = self->hint_col = -1;
  /* What Check or Hint said was about the marks before. */
  gtk_label_set_label (self->play_label, _("Mark the cells, or press Solve."));
  qd_battleship_view_set_puzzle (self->board_view, self->puzzle);
  refresh_edit_rows (self);
  update_display (self);
}

static const guint8 hint_cycle[] = {
  QD_BATTLESHIP_UNKNOWN, QD_BATTLESHIP_WATER, QD_BATTLESHIP_SUB, QD_BATTLESHIP_LEFT, QD_BATTLESHIP_RIGHT, QD_BATTLESHIP_TOP, QD_BATTLESHIP_BOTTOM, QD_BATTLESHIP_MIDDLE
};

/* The player's mark on cell i (after its undo record); a hint stays. */
static void
set_mark (QdBattleshipPage *self, guint i, guint8 mark)
{
  if (self->puzzle->hints[i] != QD_BATTLESHIP_UNKNOWN)
    {
      gtk_label_set_label (self->play_label, _("That cell is a hint of the puzzle: it cannot be changed."));
      return;
    }
  self->marks[i] = mark;
  self->hint_row = self->hint_col = -1;
  gtk_label_set_label (self->play_label, "");
  if (self->result != NULL)
    clear_run (self);
  update_display (self);
}

static void
on_cell_clicked (QdBattleshipView *view, guint row, guint col, gint button, QdBattleshipPage *self)
{
  guint i = row * self->puzzle->size + col;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  qd_page_record_edit (QD_PAGE (self));
  if (gtk_switch_get_active (self->edit_switch))
    {
      guint k = 0;

      while (k < G_N_ELEMENTS (hint_cycle) && hint_cycle[k] != self->puzzle->hints[i])
        k++;
      self->puzzle->hints[i] = hint_cycle[(k + 1) % G_N_ELEMENTS (hint_cycle)];
      self->marks[i] = QD_BATTLESHIP_UNKNOWN;
      puzzle_changed (self);
      return;
    }
  /* Unknown → water → ship → unknown. */
  set_mark (self, i, self->marks[i] == QD_BATTLESHIP_UNKNOWN ? QD_BATTLESHIP_WATER
                     : self->marks[i] == QD_BATTLESHIP_WATER ? QD_BATTLESHIP_SHIP : QD_BATTLESHIP_UNKNOWN);
}

/* The context menu's Mark Water / Mark Ship / Clear Mark, on the cell under
 * the board's keyboard cursor. */
static void
mark_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBattleshipPage *self = data;
  const char *mark = g_variant_get_string (param, NULL);
  gint i = qd_canvas_get_cursor (QD_CANVAS (self->board_view));

  if (i < 0 || qd_page_get_busy (QD_PAGE (self)) || gtk_switch_get_active (self->edit_switch))
    return;
  qd_page_record_edit (QD_PAGE (self));
  set_mark (self, (guint) i, g_str_equal (mark, "water") ? QD_BATTLESHIP_WATER
                             : g_str_equal (mark, "ship") ? QD_BATTLESHIP_SHIP : QD_BATTLESHIP_UNKNOWN);
}

static gboolean
parse_numbers (const char *text, guint *out, guint max, guint *n)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " ,;\t", -1);

  *n = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end;
      guint64 v;

      if (*parts[i] == '\0')
        continue;
      v = g_ascii_strtoull (parts[i], &end, 10);
      if (*end != '\0' || v > 99 || *n >= max)
        return FALSE;
      out[(*n)++] = (guint) v;
    }
  return TRUE;
}

static void
on_counts_apply (AdwEntryRow *row, QdBattleshipPage *self)
{
  guint values[QD_BATTLESHIP_MAX_SIZE + QD_BATTLESHIP_MAX_SHIP];
  guint n;
  gboolean fleet = row == self->fleet_row;
  guint want = fleet ? 0 : self->puzzle->size;

  if (!parse_numbers (gtk_editable_get_text (GTK_EDITABLE (row)), values, G_N_ELEMENTS (values), &n) ||
      (!fleet && n != want) || (fleet && (n == 0 || n > QD_BATTLESHIP_MAX_SHIP)))
    {
      g_autofree char *message = fleet
        ? g_strdup_printf (_("The fleet is 1 to %u numbers: ships of length 1, 2, 3, …"), QD_BATTLESHIP_MAX_SHIP)
        : g_strdup_printf (_("Give %u numbers, one per line of the grid"), want);

      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  qd_page_record_edit (QD_PAGE (self));
  if (fleet)
    {
      memset (self->puzzle->fleet, 0, sizeof self->puzzle->fleet);
      for (guint i = 0; i < n; i++)
        self->puzzle->fleet[i + 1] = values[i];
    }
  else
    memcpy (row == self->rows_row ? self->puzzle->row_counts : self->puzzle->col_counts, values, n * sizeof (guint));
  puzzle_changed (self);
}

static gboolean
any_nonzero (const guint8 *cells, guint n)
{
  for (guint i = 0; i < n; i++)
    if (cells[i] != 0)
      return TRUE;
  return FALSE;
}

/* Whether the puzzle has counts or hints a resize would throw away. */
static gboolean
puzzle_has_content (const QdBattleship *puzzle)
{
  for (guint i = 0; i < puzzle->size; i++)
    if (puzzle->row_counts[i] != 0 || puzzle->col_counts[i] != 0)
      return TRUE;
  for (guint i = 0; i < puzzle->size * puzzle->size; i++)
    if (puzzle->hints[i] != QD_BATTLESHIP_UNKNOWN)
      return TRUE;
  return FALSE;
}

static void
on_size_changed (QdBattleshipPage *self)
{
  guint size = (guint) gtk_spin_button_get_value_as_int (self->size_spin);
  QdBattleship *resized;
  gboolean lost;

  if (self->updating || size == self->puzzle->size)
    return;
  lost = puzzle_has_content (self->puzzle) || any_nonzero (self->marks, self->puzzle->size * self->puzzle->size);
  resized = qd_battleship_new (size);
  qd_battleship_default_fleet (size, resized->fleet);
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), resized, QD_PAGE_CHANGE_REPLACED);
  if (lost)
    qd_page_toast_undoable (QD_PAGE (self), _("A new size: the counts, hints and marks were cleared"));
}

static void
clear_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBattleshipPage *self = data;
  gboolean lost = any_nonzero (self->marks, self->puzzle->size * self->puzzle->size);

  qd_page_record_edit (QD_PAGE (self));
  memset (self->marks, 0, sizeof self->marks);
  puzzle_changed (self);
  if (lost)
    qd_page_toast_undoable (QD_PAGE (self), _("Your marks were cleared"));
}

/* ------------------------------------------------------------ jobs */

typedef struct {
  QdOwned owned;
  QdBattleship *puzzle;
  guint8 marks[CELLS];
  QdBattleshipSolveOptions options;
  QdBattleshipReplay *replay;
  guint64 seed;
  guint difficulty;
  QdSearchTree *tree;
} Task;

typedef struct {
  QdOwned owned;
  QdBattleshipResult *result;
  GArray *steps;
  gboolean ok;
  guint row, col;
  QdBattleshipCell cell;
  char *why;
  QdBattleship *generated;
} Output;

static Task *
task_new (QdBattleshipPage *self)
{
  Task *task = g_new0 (Task, 1);

  task->puzzle = qd_owned_add (&task->owned, qd_battleship_copy (self->puzzle), (GDestroyNotify) qd_battleship_free);
  memcpy (task->marks, self->marks, sizeof task->marks);
  return task;
}

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);

  qd_battleship_solve_options_init (&task->options);
  task->options.max_solutions = QD_BATTLESHIP_PAGE_COUNTED;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress_nodes = &qd_job_get_progress (job)->nodes;
  task->options.on_cell = qd_battleship_replay_record;
  task->options.user_data = task->replay;
  task->options.tree = task->tree;
  out->result = qd_owned_add (&out->owned, qd_battleship_solve (task->puzzle, &task->options),
                              (GDestroyNotify) qd_battleship_result_free);
  out->steps = qd_owned_add (&out->owned, g_array_ref (task->replay->steps), (GDestroyNotify) g_array_unref);
  return out;
}

/* The tree and the replay in step: the k-th assignment is node k, and a
 * cell inference decides belongs to the node of the assignment before it
 * (the root before any). */
static void
tie_tree_to_steps (QdBattleshipPage *self)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  guint n = tree != NULL ? qd_search_tree_n_nodes (tree) : 0, assignments = 0;
  gint32 *nodes;

  if (n == 0)
    return;
  nodes = g_new (gint32, self->steps->len + 1);
  nodes[0] = 0;
  for (guint s = 0; s < self->steps->len; s++)
    {
      if (g_array_index (self->steps, QdBattleshipStep, s).assigned)
        assignments++;
      nodes[s + 1] = assignments < n ? (gint32) assignments : -1;
    }
  qd_page_tree_set_step_nodes (self->page_tree, nodes, self->steps->len);
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  Output *out = qd_job_steal_result (job);

  qd_page_tree_run_ended (self->page_tree);
  if (out == NULL)
    {
      qd_stepper_stop_playing (self->stepper);
      update_display (self);
      return;
    }
  self->result = qd_owned_steal (&out->owned, g_steal_pointer (&out->result));
  g_array_unref (self->steps);
  self->steps = qd_owned_steal (&out->owned, g_steal_pointer (&out->steps));
  qd_owned_free (out);
  tie_tree_to_steps (self);
  update_actions (self);
  qd_stepper_set_run (self->stepper, self->steps->len, self->step_after_solve ? 1 : G_MAXUINT);
}

void
qd_battleship_page_install_run (QdBattleshipPage *self, QdBattleshipResult *result, GArray *steps)
{
  g_clear_pointer (&self->result, qd_battleship_result_free);
  self->result = result;
  g_array_unref (self->steps);
  self->steps = steps;
  update_actions (self);
  qd_stepper_set_run (self->stepper, self->steps->len, G_MAXUINT);
}

QdStepper *
qd_battleship_page_get_stepper (QdBattleshipPage *self)
{
  return self->stepper;
}

void
qd_battleship_page_set_checked_run (QdBattleshipPage *self, QdPageCheckedRun *checked)
{
  qd_page_checked_run_unref (self->checked_run);
  self->checked_run = checked;
}

QdPageCheckedRun *
qd_battleship_page_get_checked_run (QdBattleshipPage *self)
{
  return self->checked_run;
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdBattleshipPage *self)
{
  Task *task;

  clear_run (self);
  gtk_label_set_label (self->play_label, "");
  task = task_new (self);
  task->replay = qd_owned_add (&task->owned, qd_battleship_replay_new (MAX_STEPS),
                               (GDestroyNotify) qd_battleship_replay_free);
  task->tree = qd_owned_add (&task->owned,
                             qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_CSP, QD_BATTLESHIP_PAGE_TREE_BUDGET),
                             (GDestroyNotify) qd_search_tree_unref);
  self->step_after_solve = then_step;
  qd_page_start_job (QD_PAGE (self), _("Solving the puzzle"), solve_worker, task, qd_owned_free, qd_owned_free,
                     on_solve_done);
  update_actions (self);
}

static void
on_stop (QdRunControls *controls, QdBattleshipPage *self)
{
  QdJob *job = qd_page_get_job (QD_PAGE (self));
  gboolean generating = job != NULL && g_object_get_data (G_OBJECT (job), "generator") != NULL;

  qd_page_cancel_job (QD_PAGE (self));
  if (generating)
    qd_run_controls_set_status (self->run_controls, _("Generation stopped. The board is as it was."));
  update_actions (self);
}

/* Check and Hint both ask the solver what follows from the marks. */
static gpointer
hint_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);

  out->ok = qd_battleship_hint (task->puzzle, task->marks, &out->row, &out->col, &out->cell, &out->why);
  qd_owned_add (&out->owned, out->why, g_free);
  return out;
}

static gboolean
all_marked (QdBattleshipPage *self)
{
  for (guint i = 0; i < self->puzzle->size * self->puzzle->size; i++)
    if (self->puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN && self->marks[i] == QD_BATTLESHIP_UNKNOWN)
      return FALSE;
  return TRUE;
}

static void
on_hint_done (QdPage *page, QdJob *job)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  Output *out = qd_job_steal_result (job);

  if (out == NULL)
    return;
  if (out->ok)
    {
      g_autofree char *text = g_strdup_printf (_("%c%u is %s: %s"), 'A' + out->col, out->row + 1,
                                               out->cell == QD_BATTLESHIP_WATER ? _("water") : _("part of a ship"),
                                               out->why != NULL ? out->why : "");
      self->hint_row = (gint) out->row;
      self->hint_col = (gint) out->col;
      gtk_label_set_label (self->play_label, text);
    }
  else if (out->why != NULL)
    gtk_label_set_label (self->play_label, out->why);
  else if (all_marked (self))
    gtk_label_set_label (self->play_label, _("Every cell is decided and nothing contradicts the puzzle."));
  else
    gtk_label_set_label (self->play_label, _("No mistakes so far, and nothing is forced by what is marked."));
  qd_owned_free (out);
  update_display (self);
}

static void
hint_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBattleshipPage *self = data;

  gtk_label_set_label (self->play_label, _("Thinking…"));
  qd_page_start_job (QD_PAGE (self), _("Looking for a hint"), hint_worker, task_new (self), qd_owned_free, qd_owned_free,
                     on_hint_done);
  update_actions (self);
}

static gpointer
check_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);
  guint row, col;
  QdBattleshipCell cell;

  QdBattleshipSolveOptions options;
  g_autoptr(QdBattleshipResult) with_marks = NULL;

  /* The marks are right exactly when some solution agrees with them; when
   * none does, the hint's search says which mark is wrong and why.  (Asking
   * the hint alone took "nothing is left to deduce", on a board rightly
   * finished, for a mistake.) */
  qd_battleship_solve_options_init (&options);
  options.max_solutions = 1;
  with_marks = qd_battleship_solve_with_marks (task->puzzle, task->marks, &options);
  out->ok = with_marks->n_solutions > 0;
  if (!out->ok && qd_battleship_hint (task->puzzle, task->marks, &row, &col, &cell, &out->why))
    g_clear_pointer (&out->why, g_free);
  qd_owned_add (&out->owned, out->why, g_free);
  return out;
}

static void
on_check_done (QdPage *page, QdJob *job)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  Output *out = qd_job_steal_result (job);

  if (out == NULL)
    return;
  if (!out->ok)
    gtk_label_set_label (self->play_label, out->why != NULL ? out->why : _("Something is wrong."));
  else if (all_marked (self))
    gtk_label_set_label (self->play_label, _("Solved! Every ship is in place."));
  else
    gtk_label_set_label (self->play_label, _("No mistakes so far."));
  qd_owned_free (out);
  update_display (self);
}

static void
check_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBattleshipPage *self = data;

  gtk_label_set_label (self->play_label, _("Checking…"));
  qd_page_start_job (QD_PAGE (self), _("Checking the marks"), check_worker, task_new (self), qd_owned_free, qd_owned_free,
                     on_check_done);
  update_actions (self);
}

static gpointer
generate_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);
  guint fleet[QD_BATTLESHIP_MAX_SHIP + 1];

  memcpy (fleet, task->puzzle->fleet, sizeof fleet);
  out->generated = qd_owned_add (&out->owned,
                                 qd_battleship_generate (task->puzzle->size, fleet, task->difficulty, task->seed,
                                                         qd_job_get_stop_flag (job), qd_job_get_progress (job), error),
                                 (GDestroyNotify) qd_battleship_free);
  if (out->generated == NULL)
    {
      qd_owned_free (out);
      return NULL;
    }
  return out;
}

static void
on_generate_done (QdPage *page, QdJob *job)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  Output *out = qd_job_steal_result (job);
  const GError *error = qd_job_get_error (job);

  if (out == NULL)
    {
      qd_page_toast_error (page, error);
      qd_run_controls_set_status (self->run_controls, "");
      update_display (self);
      return;
    }
  qd_page_replace_document (page, qd_owned_steal (&out->owned, g_steal_pointer (&out->generated)), _("Generated Puzzle"),
                            _("A new puzzle replaced the board"));
  qd_owned_free (out);
  gtk_label_set_label (self->play_label, _("A new puzzle with exactly one solution."));
  qd_run_controls_set_status (self->run_controls, "");
}

/* What the generator is doing, in the status line. */
static void
on_generate_progress (QdJob *job, QdBattleshipPage *self)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  qd_job_read_progress (job, &progress);
  if (progress.value == QD_BATTLESHIP_GEN_REMOVING)
    /* Translators: the generator tries, one by one, whether each hint is needed. */
    text = g_strdup_printf (_("Taking away the hints the solution does not need: %'" PRId64 " of %'" PRId64 " tried…"),
                            progress.done, progress.total);
  else
    text = g_strdup_printf (_("Adding hints until the solution is unique: %'" PRId64 " added…"),
                            progress.done);
  qd_run_controls_set_status (self->run_controls, text);
}

static void
generate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBattleshipPage *self = data;
  Task *task = task_new (self);
  QdJob *job;

  task->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  task->difficulty = adw_combo_row_get_selected (self->difficulty_row);
  job = qd_page_start_job (QD_PAGE (self), _("Generating a puzzle"), generate_worker, task, qd_owned_free, qd_owned_free,
                           on_generate_done);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_generate_progress), self, 0);
  g_object_set_data (G_OBJECT (job), "generator", GINT_TO_POINTER (TRUE));
  update_actions (self);
  /* After update_actions, whose run controls say "Searching…" when a job starts. */
  qd_run_controls_set_status (self->run_controls, _("Generating…"));
}

static const GActionEntry page_actions[] = {
  { "mark", mark_activated, "s" },
  { "check", check_activated },
  { "hint", hint_activated },
  { "clear", clear_activated },
  { "generate", generate_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_battleship_page_document_changed (QdPage *page, QdPageChange change)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);

  self->puzzle = qd_page_get_model (page);
  /* Undo brings the marks back with the puzzle (restore); any other puzzle
   * starts unmarked. */
  if (change != QD_PAGE_CHANGE_RESTORED)
    memset (self->marks, 0, sizeof self->marks);
  puzzle_changed (self);
}

/* The undo record holds the player's marks too: the puzzle in its file
 * format, a line "#marks", then the marks as one line of cell codes. */
static char *
qd_battleship_page_snapshot (QdPage *page)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  g_autofree char *puzzle = qd_battleship_to_string (self->puzzle);
  GString *out = g_string_new (puzzle);
  guint n = self->puzzle->size * self->puzzle->size;

  g_string_append (out, "#marks\n");
  for (guint i = 0; i < n; i++)
    g_string_append_c (out, (char) ('0' + self->marks[i]));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static void
qd_battleship_page_restore (QdPage *page, const char *snapshot)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  const char *marks = strstr (snapshot, "#marks\n");
  QdBattleship *puzzle;

  g_return_if_fail (marks != NULL);
  puzzle = qd_battleship_parse (snapshot, marks - snapshot, NULL);
  g_return_if_fail (puzzle != NULL);
  marks += strlen ("#marks\n");
  memset (self->marks, 0, sizeof self->marks);
  for (guint i = 0; i < puzzle->size * puzzle->size && marks[i] >= '0' && marks[i] <= '8'; i++)
    self->marks[i] = (guint8) (marks[i] - '0');
  qd_page_set_model (page, puzzle, QD_PAGE_CHANGE_RESTORED);
}

static char *
qd_battleship_page_get_text_export (QdPage *page, const char *id)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);

  if (g_str_equal (id, "solution") && self->result != NULL && self->result->solution != NULL)
    return qd_battleship_grid_to_string (self->puzzle, self->result->solution);
  return NULL;
}

static QdReport *
qd_battleship_page_build_report (QdPage *page)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);

  return qd_battleship_page_report (page, self->puzzle, self->result, qd_page_tree_get_tree (self->page_tree));
}

/* The replay of the last run's cells decided, ending on its solution. */
static QdAnimation *
qd_battleship_page_build_animation (QdPage *page)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);

  if (self->result == NULL)
    return NULL;
  return qd_battleship_animation_new (self->puzzle, self->steps, self->result->solution);
}

/* -------------------------------------------------------------- GObject */

static void
qd_battleship_page_dispose (GObject *object)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  self->stepper = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_BATTLESHIP_PAGE);
  G_OBJECT_CLASS (qd_battleship_page_parent_class)->dispose (object);
}

static void
qd_battleship_page_finalize (GObject *object)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (object);

  g_clear_pointer (&self->result, qd_battleship_result_free);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  G_OBJECT_CLASS (qd_battleship_page_parent_class)->finalize (object);
}

static void
qd_battleship_page_class_init (QdBattleshipPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_battleship_page_dispose;
  object_class->finalize = qd_battleship_page_finalize;
  page_class->document_changed = qd_battleship_page_document_changed;
  page_class->snapshot = qd_battleship_page_snapshot;
  page_class->restore = qd_battleship_page_restore;
  page_class->get_text_export = qd_battleship_page_get_text_export;
  page_class->build_report = qd_battleship_page_build_report;
  page_class->build_animation = qd_battleship_page_build_animation;
  page_class->prepare_check = qd_battleship_page_prepare_check;
  page_class->show_check = qd_battleship_page_show_check;

  g_type_ensure (QD_TYPE_BATTLESHIP_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/battleship/qd-battleship-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdBattleshipPage, name)
  BIND (board_view);
  BIND (run_controls);
  BIND (play_label);
  BIND (result_label);
  BIND (assignments_label);
  BIND (prunings_label);
  BIND (time_label);
  BIND (edit_switch);
  BIND (size_spin);
  BIND (rows_row);
  BIND (cols_row);
  BIND (fleet_row);
  BIND (difficulty_row);
  BIND (seed_spin);
#undef BIND
}

static void
qd_battleship_page_init (QdBattleshipPage *self)
{
  QdBattleship *puzzle;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->steps = g_array_new (FALSE, FALSE, sizeof (QdBattleshipStep));
  self->hint_row = self->hint_col = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  /* The replay's steps are cells decided, by search or by inference: a step
   * stands at the node of the last assignment (tie_tree_to_steps). */
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->board_view), self->stepper, (QdPageTreeShow) update_display,
                                      self);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect (self->run_controls, "stop", G_CALLBACK (on_stop), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));

  g_signal_connect (self->board_view, "cell-clicked", G_CALLBACK (on_cell_clicked), self);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (update_actions), self);
  /* What the page says of the marks, a screen reader reads with the board. */
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->play_label);
  g_signal_connect (self->rows_row, "apply", G_CALLBACK (on_counts_apply), self);
  g_signal_connect (self->cols_row, "apply", G_CALLBACK (on_counts_apply), self);
  g_signal_connect (self->fleet_row, "apply", G_CALLBACK (on_counts_apply), self);
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (on_size_changed), self);

  /* A new puzzle: the course's first 6x6 example. */
  puzzle = qd_battleship_parse ("403201\n213103\n321\n000000\n000000\n000000\n000000\n000000\nS00000\n", -1, NULL);
  if (puzzle == NULL)
    {
      puzzle = qd_battleship_new (6);
      qd_battleship_default_fleet (6, puzzle->fleet);
    }
  qd_page_set_model (QD_PAGE (self), puzzle, QD_PAGE_CHANGE_OPENED);
}

QdBattleship *
qd_battleship_page_get_puzzle (QdBattleshipPage *self)
{
  return self->puzzle;
}

const QdBattleshipResult *
qd_battleship_page_get_result (QdBattleshipPage *self)
{
  return self->result;
}

guint8 *
qd_battleship_page_get_marks (QdBattleshipPage *self)
{
  return self->marks;
}

void
qd_battleship_page_click (QdBattleshipPage *self, guint row, guint col)
{
  on_cell_clicked (self->board_view, row, col, 1, self);
}
