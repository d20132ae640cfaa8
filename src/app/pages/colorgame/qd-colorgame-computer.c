/* qd-colorgame-computer.c — the computer player of the map-colouring game
 * tab: its alpha-beta search on a job, the trace shown as the worker writes
 * it, the searched tree, and the answer given to the match loop
 * (core/qd-match-async.h), whose turns the tab plays. */
#include "config.h"
#include "qd-colorgame-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-owned.h"
#include "render/colorgame/qd-colorgame-animation.h"
#include "render/colorgame/qd-colorgame-run-report.h"

#define TREE_BUDGET 1000000       /* nodes of the search tree the tab keeps */
#define MAX_SHOWN_TRACE (4 << 20) /* bytes of trace the text view shows */
#define COMPUTER_DELAY_MS 500     /* a pause before the computer answers, to follow the game */
#define LIVE_INTERVAL_MS 50       /* the least time between two looks at the trace */

typedef struct {
  QdOwned owned;
  QdColorgame *game;
  QdSearchTree *tree;
  QdColorgameSearchOptions options;
  QdJob *job;                     /* while the worker runs */
  gsize published;                /* bytes of trace in the last snapshot */
} Task;

/* The trace so far, as much of it as the view shows: a snapshot of the job
 * (qd_job_publish). */
typedef struct {
  gsize length;
  char text[];
} LiveTrace;

typedef struct {
  QdOwned owned;
  QdColorgameAnalysis *analysis;
  char *trace;
} Output;

/* Worker: the trace grew by a line.  Now and then, the trace so far (as
 * much as the view shows) goes to the page. */
static void
on_traced (gpointer data, const GString *trace)
{
  Task *task = data;
  gsize length = MIN (trace->len, MAX_SHOWN_TRACE);
  LiveTrace *live;

  if (length == task->published || !qd_job_publish_due (task->job, LIVE_INTERVAL_MS))
    return;
  live = g_malloc (sizeof (LiveTrace) + length);
  live->length = length;
  memcpy (live->text, trace->str, length);
  task->published = length;
  qd_job_publish (task->job, live, g_free);
}

static gpointer
computer_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);
  GString *trace = g_string_new (NULL);

  task->job = job;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress_nodes = &qd_job_get_progress (job)->nodes;
  task->options.trace = trace;
  task->options.traced = on_traced;
  task->options.user_data = task;
  out->analysis = qd_owned_add (&out->owned, qd_colorgame_search (task->game, &task->options),
                                (GDestroyNotify) qd_colorgame_analysis_free);
  out->trace = qd_owned_add (&out->owned, g_string_free (trace, FALSE), g_free);
  return out;
}

static void
set_trace_text (QdColorgamePage *self, const char *text, gsize length)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->trace_view);

  gtk_text_buffer_set_text (buffer, text, (gint) MIN (length, MAX_SHOWN_TRACE));
  if (length > MAX_SHOWN_TRACE)
    {
      GtkTextIter end;

      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, _("\n… (the rest is in Export → Trace of the Last Computer Move)"), -1);
    }
}

/* New trace text since the last look goes into the view. */
static void
on_progress (QdJob *job, QdColorgamePage *self)
{
  QdProgress progress;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->trace_view);
  const LiveTrace *live = qd_job_get_snapshot (job);

  if (live != NULL && live->length > self->live_shown)
    {
      GtkTextIter end;

      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, live->text + self->live_shown, (gint) (live->length - self->live_shown));
      self->live_shown = live->length;
    }
  qd_job_read_progress (job, &progress);
  qd_label_set_count (self->nodes_label, TRUE, (guint64) progress.nodes);
}

static void
on_computer_done (QdPage *page, QdJob *job)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  Output *out = qd_job_steal_result (job);
  QdColorgameAnalysis *a;
  g_autofree char *time = qd_format_ms (qd_job_get_elapsed_us (job), 1);

  qd_page_tree_run_ended (self->page_tree);

  if (out != NULL && out->analysis->end == QD_COLORGAME_SEARCH_NODE_LIMIT)
    {
      g_autofree char *said = g_strdup_printf (_("The computer's search reached its node limit (%'" PRIu64
                                                 " nodes) before it found a move: raise the limit or lower the depth."),
                                               out->analysis->result.nodes);

      gtk_label_set_label (self->play_label, said);
      qd_label_set_count (self->nodes_label, TRUE, out->analysis->result.nodes);
      qd_owned_free (out);
      qd_colorgame_page_update_display (self);
      return;
    }
  if (out == NULL || out->analysis->result.status != QD_GAME_SEARCH_DONE)
    {
      gtk_label_set_label (self->play_label, _("The computer's search was stopped."));
      if (out != NULL)
        qd_owned_free (out);
      qd_colorgame_page_update_display (self);
      return;
    }
  a = out->analysis;
  g_free (self->trace);
  self->trace = qd_owned_steal (&out->owned, g_steal_pointer (&out->trace));
  g_free (self->analysis);
  self->analysis = g_memdup2 (a, sizeof *a);
  set_trace_text (self, self->trace, strlen (self->trace));

  qd_label_set_count (self->nodes_label, TRUE, a->result.nodes);
  qd_label_set_count (self->lines_label, TRUE, a->lines);
  gtk_label_set_label (self->time_label, time);
  {
    g_autofree char *value = g_strdup_printf ("%.0f", a->result.value);

    gtk_label_set_label (self->ai_value_label, value);
  }
  if (a->result.best_move == QD_MOVE_NONE)
    {
      gtk_label_set_label (self->best_label, _("None"));
      qd_colorgame_page_update_display (self);
    }
  else
    {
      guint node = QD_COLORGAME_MOVE_NODE (a->result.best_move), color = QD_COLORGAME_MOVE_COLOR (a->result.best_move);
      g_autofree char *best = g_strdup_printf ("%s %s", (char *) self->game->map->names->pdata[node],
                                               (char *) self->game->colors->pdata[color]);
      g_autofree char *said = NULL;

      if (a->root_player == QD_PLAYER_MAX)
        said = g_strdup_printf (_("Player 1 (computer) coloured %s %s."), (char *) self->game->map->names->pdata[node],
                                (char *) self->game->colors->pdata[color]);
      else
        said = g_strdup_printf (_("Player 2 (computer) coloured %s %s. Its search tree shows values from its "
                                  "side: player 2’s score minus player 1’s."),
                                (char *) self->game->map->names->pdata[node], (char *) self->game->colors->pdata[color]);

      gtk_label_set_label (self->best_label, best);
      gtk_label_set_label (self->play_label, said);
      /* The match plays it (match_job_move). */
      self->computer_move = a->result.best_move;
    }
  qd_owned_free (out);
}

QdSearchTree *
qd_colorgame_computer_start_tree (QdColorgamePage *self)
{
  /* The tree, shown live under the map, names its moves after a copy of
   * the position kept as long as the tree. */
  qd_page_tree_clear (self->page_tree);
  g_clear_pointer (&self->searched, qd_colorgame_free);
  self->searched = qd_colorgame_copy (self->game);
  /* The last search's trace and result go with its tree. */
  g_clear_pointer (&self->trace, g_free);
  g_clear_pointer (&self->analysis, qd_colorgame_analysis_free);
  return qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, TREE_BUDGET);
}

QdJob *
qd_colorgame_computer_start (QdColorgamePage *self)
{
  Task *task;
  QdJob *job;

  self->computer_move = QD_MOVE_NONE;
  if (qd_page_get_busy (QD_PAGE (self)) || qd_colorgame_page_game_over (self))
    return NULL;
  if (qd_colorgame_players_outside (self, qd_colorgame_page_to_move (self)) != NULL ||
      qd_colorgame_players_is_mcts (self, qd_colorgame_page_to_move (self)))
    return qd_colorgame_players_move (self);
  task = g_new0 (Task, 1);
  task->game = qd_owned_add (&task->owned, qd_colorgame_copy (self->game), (GDestroyNotify) qd_colorgame_free);
  qd_colorgame_search_options_init (&task->options, task->game);
  task->options.to_move = qd_colorgame_page_to_move (self) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
  task->options.arc_consistency = gtk_switch_get_active (self->ac_switch);
  task->options.tree = task->tree = qd_owned_add (&task->owned, qd_colorgame_computer_start_tree (self),
                                                  (GDestroyNotify) qd_search_tree_unref);
  task->options.names = self->searched;
  task->options.max_nodes = (guint64) gtk_spin_button_get_value (self->node_limit_spin);
  self->searched_ac = task->options.arc_consistency;
  self->searched_limit = task->options.max_nodes;
  g_free (self->searched_path);
  self->searched_path = qd_page_report_path (QD_PAGE (self));
  self->live_shown = 0;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->trace_view), "", 0);

  job = qd_page_start_job (QD_PAGE (self), _("The computer’s move"), computer_worker, task, qd_owned_free,
                           qd_owned_free, on_computer_done);
  qd_job_set_interval (job, 100);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_progress), self, 0);
  qd_colorgame_page_update_display (self);
  return job;
}

/* ------------------------------------------------------------ the match */

static void
match_player (gpointer data, guint side, QdMatchPlayer *who)
{
  QdColorgamePage *self = data;
  const char *outside = qd_colorgame_players_outside (self, side + 1);

  who->human = !qd_colorgame_page_is_computer (self, side + 1);
  who->name = outside != NULL ? outside : who->human ? "human" : "computer";
}

/* The computer waits while stopped, while a job runs and after a forfeit. */
static gboolean
match_may_go (gpointer data)
{
  QdColorgamePage *self = data;

  return !self->paused && !qd_page_get_busy (QD_PAGE (self)) && self->forfeit == NULL;
}

static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  return qd_colorgame_computer_start (data);
}

static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdColorgamePage *self = data;

  if (g_object_get_data (G_OBJECT (job), "outside") != NULL)
    return qd_colorgame_players_job_move (self, job, move, cause);
  if (self->computer_move == QD_MOVE_NONE)
    return QD_MATCH_STOPPED;   /* said: stopped, its node limit, no move */
  *move = (guint32) self->computer_move;
  self->computer_move = QD_MOVE_NONE;
  return QD_MATCH_MOVED;
}

/* After Computer Move's step the game goes on unless stopped. */
static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdColorgamePage *self = data;

  if (end == QD_MATCH_MOVED && qd_match_get_state (self->match) == QD_MATCH_STATE_IDLE && match_may_go (self))
    qd_match_go (self->match);
  qd_colorgame_page_update_display (self);
}

const QdMatchDriver qd_colorgame_computer_driver = {
  .player = match_player, .may_go = match_may_go, .start_job = match_start_job, .job_move = match_job_move,
  .turn_ended = match_turn_ended,
};

void
qd_colorgame_computer_reset (QdColorgamePage *self)
{
  qd_match_set_pauses (self->match, COMPUTER_DELAY_MS, 0);
  qd_match_reset (self->match, self, self->game->initial->len - MIN (self->start_len, self->game->initial->len));
}

void
qd_colorgame_computer_go (QdColorgamePage *self)
{
  if (qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING)
    return;
  qd_colorgame_computer_reset (self);
  qd_match_go (self->match);
  qd_colorgame_page_update_display (self);
}

gboolean
qd_colorgame_computer_step (QdColorgamePage *self)
{
  if (qd_page_get_busy (QD_PAGE (self)))
    return FALSE;
  qd_colorgame_computer_reset (self);
  return qd_match_step (self->match);
}

/* ------------------------------------------------------------ presentation */

/* One move, then the computer waits: its own, or one for a human player
 * (not for Play, which stops there). */
static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  if (qd_page_get_busy (page))
    return TRUE;   /* its move is being searched */
  if (qd_colorgame_page_game_over (self) || gtk_switch_get_active (self->edit_switch) ||
      (playing && !qd_colorgame_page_is_computer (self, qd_colorgame_page_to_move (self))))
    return FALSE;
  self->paused = TRUE;
  qd_colorgame_computer_step (self);
  return TRUE;
}

gboolean
qd_colorgame_computer_present_step (QdPage *page, int direction, gboolean playing)
{
  return qd_page_present_game_step (page, direction, playing, present_computer_move);
}

guint
qd_colorgame_computer_present_position (QdPage *page)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  return self->game->initial->len - MIN (self->start_len, self->game->initial->len);
}

/* ------------------------------------------------------------ the report */

static guint
searched_player (QdColorgamePage *self)
{
  return self->analysis->root_player == QD_PLAYER_MIN ? 2 : 1;
}

/* The report of the last computer move's search, or before one of the
 * position on show and the search the sidebar sets up. */
QdReport *
qd_colorgame_computer_build_report (QdColorgamePage *self)
{
  QdPage *page = QD_PAGE (self);
  gboolean searched = self->analysis != NULL && self->searched != NULL && self->trace != NULL;
  g_autofree char *path = searched ? g_strdup (self->searched_path) : qd_page_report_path (page);
  g_autofree char *depth = NULL;
  g_autofree char *limit = NULL;
  g_autofree char *input = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  QdColorgameSearchOptions search;
  QdColorgameRun run = { path, searched ? self->searched : self->game, &search };
  QdReport *report;

  qd_colorgame_search_options_init (&search, run.game);
  if (searched)
    {
      search.to_move = self->analysis->root_player;
      search.arc_consistency = self->searched_ac;
      search.max_nodes = self->searched_limit;
      run.analysis = self->analysis;
      run.output = self->trace;
      run.tree = qd_page_tree_get_tree (self->page_tree);
    }
  else
    {
      search.to_move = qd_colorgame_page_to_move (self) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
      search.arc_consistency = gtk_switch_get_active (self->ac_switch);
      search.max_nodes = (guint64) gtk_spin_button_get_value (self->node_limit_spin);
    }
  report = qd_page_report_new (page);
  qd_colorgame_run_report_add (report, &run);

  /* The command of the same search (for player 1: the command's only one). */
  input = path != NULL ? g_strdup (path) : qd_page_report_input (page);
  depth = g_strdup_printf ("%u", search.depth);
  g_ptr_array_add (args, (gpointer) "colorgame");
  g_ptr_array_add (args, input);
  g_ptr_array_add (args, (gpointer) "--depth");
  g_ptr_array_add (args, depth);
  if (search.arc_consistency)
    g_ptr_array_add (args, (gpointer) "--arc-consistency");
  if (search.max_nodes > 0)
    {
      limit = g_strdup_printf ("%" G_GUINT64_FORMAT, search.max_nodes);
      g_ptr_array_add (args, (gpointer) "--node-limit");
      g_ptr_array_add (args, limit);
    }
  g_ptr_array_add (args, NULL);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}

QdAnimation *
qd_colorgame_computer_build_animation (QdColorgamePage *self)
{
  if (self->analysis == NULL || self->searched == NULL || self->trace == NULL)
    return NULL;
  return qd_colorgame_animation_new (self->searched, searched_player (self), self->trace);
}
