/* qd-logic-wumpus-report.c — a wumpus game's report and animation
 * (qd-logic-wumpus-report.h). */
#include "config.h"
#include "qd-logic-wumpus-report.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "render/logic/qd-logic-wumpus-render.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

QD_PROBLEM_DECLARE (logic)

static const QdLogicWumpusTurn *
turn_at (const QdLogicWumpusRun *run, guint t)
{
  return &g_array_index (run->turns, QdLogicWumpusTurn, t);
}

/* "[2,1]" */
static char *
square_text (const QdLogicWumpusWorld *world, guint square)
{
  guint x, y;

  qd_logic_wumpus_square_xy (world, square, &x, &y);
  return g_strdup_printf ("[%u,%u]", x, y);
}

/* The board drawn at a state (NULL: the world whole, no agent) with a map. */
static void
add_board (QdReportSection *section, const QdLogicWumpusWorld *world, const QdLogicWumpusState *state,
           const guint8 *knowledge, const QdPalette *palette, const char *caption, const char *name)
{
  QdLogicWumpusRenderOptions o;
  double w, h;

  qd_logic_wumpus_render_options_init (&o, palette);
  o.state = state;
  o.knowledge = knowledge;
  qd_logic_wumpus_render_get_size (world, &o, &w, &h);
  qd_run_report_add_fitted (section, caption, name, w, h, qd_rendering_draw,
                            &QD_RENDERING (qd_logic_wumpus_render, world, &o));
}

static void
add_world (QdReport *report, const QdLogicWumpusWorld *world, const char *path)
{
  QdReportSection *section;
  g_autofree char *size = g_strdup_printf ("%u × %u", world->width, world->height);
  g_autofree char *wumpus = square_text (world, world->wumpus);
  g_autofree char *gold = square_text (world, world->gold);
  g_autoptr(GString) pits = g_string_new (NULL);

  qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  for (guint s = 0; s < qd_logic_wumpus_n_squares (world); s++)
    if (world->pit[s])
      {
        g_autofree char *at = square_text (world, s);
        g_string_append_printf (pits, "%s%s", pits->len > 0 ? " " : "", at);
      }
  qd_report_add_pair (section, _("Kind"), _("A wumpus world (AIMA §7.2)"));
  qd_report_add_pair (section, _("Size"), size);
  qd_report_add_pair (section, _("Wumpus"), wumpus);
  qd_report_add_pair (section, _("Gold"), gold);
  qd_report_add_pair (section, _("Pits"), pits->len > 0 ? pits->str : _("none"));
  add_board (section, world, NULL, NULL, qd_report_palette (report),
             _("The world as it is: the agent starts in [1,1] facing east and sees none of it"), "world");
}

/* The squares newly proved this turn: "safe [2,1] [1,2]; pit [3,1]". */
static char *
conclusions_text (const QdLogicWumpusWorld *world, const guint8 *before, const guint8 *after)
{
  static const guint8 flags[] = { QD_LOGIC_WUMPUS_KNOW_SAFE, QD_LOGIC_WUMPUS_KNOW_PIT, QD_LOGIC_WUMPUS_KNOW_WUMPUS };
  const char *const words[] = { _("safe"), _("pit"), _("wumpus") };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint k = 0; k < G_N_ELEMENTS (flags); k++)
    {
      gboolean any = FALSE;

      for (guint s = 0; s < qd_logic_wumpus_n_squares (world); s++)
        if ((after[s] & flags[k]) && !(before != NULL && (before[s] & flags[k])))
          {
            g_autofree char *at = square_text (world, s);

            g_string_append_printf (text, "%s%s", any ? " " : text->len > 0 ? "; " : "", any ? "" : words[k]);
            g_string_append_printf (text, " %s", at);
            any = TRUE;
          }
    }
  return g_strdup (text->len > 0 ? text->str : "—");
}

static void
add_turns (QdReport *report, const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  QdReportBlock *table = qd_report_add_table (section, _("The agent’s turns: where it was, what it perceived, what "
                                                         "it did and why, and what it proved that turn"), "turns",
                                              (const char *const[]) { _("Turn"), _("Square"), _("Percept"),
                                                                      _("Action"), _("Score"), _("Reason"),
                                                                      _("Proved"), NULL });

  for (guint t = 0; t < run->turns->len; t++)
    {
      const QdLogicWumpusTurn *turn = turn_at (run, t);
      g_autofree char *number = qd_format_count (t + 1);
      g_autofree char *at = square_text (world, turn->before.square);
      g_autofree char *where = g_strdup_printf ("%s %s", at, qd_logic_wumpus_facing_label (turn->before.facing));
      g_autofree char *percept = qd_logic_wumpus_percept_label (turn->percept);
      g_autofree char *score = g_strdup_printf ("%d", turn->after.score);
      g_autofree char *why = turn->why.reason <= QD_LOGIC_WUMPUS_REASON_CLIMB
                             ? qd_logic_wumpus_why_to_string (&turn->why, world->width) : g_strdup ("—");
      g_autofree char *proved = conclusions_text (world, t > 0 ? turn_at (run, t - 1)->knowledge : NULL,
                                                  turn->knowledge);

      qd_report_add_row (table, (const char *const[]) { number, where, percept,
                                                        qd_logic_wumpus_action_to_string (turn->action), score, why,
                                                        proved, NULL });
    }
}

static const char *
end_words (QdLogicWumpusRunStatus status)
{
  switch (status)
    {
    case QD_LOGIC_WUMPUS_RUN_WON: return _("Won: climbed out with the gold");
    case QD_LOGIC_WUMPUS_RUN_CLIMBED: return _("Climbed out without the gold");
    case QD_LOGIC_WUMPUS_RUN_DIED: return _("Died");
    case QD_LOGIC_WUMPUS_RUN_BUDGET: return _("The turn budget ran out");
    default: return _("Stopped");
    }
}

static void
add_end (QdReport *report, const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdLogicWumpusTurn *last = run->turns->len > 0 ? turn_at (run, run->turns->len - 1) : NULL;
  g_autofree char *score = g_strdup_printf ("%d", last != NULL ? last->after.score : 0);
  QdReportBlock *stats = qd_run_report_stats_table (report);

  qd_report_add_pair (section, _("End"), end_words (run->status));
  qd_report_add_pair (section, _("Score"), score);
  if (last != NULL)
    add_board (section, world, &last->after, last->knowledge, qd_report_palette (report),
               _("The end: the agent’s map, squares proved safe green, a pit or the wumpus red, unknown grey"),
               "end");
  qd_run_report_stats_row (stats, _("Turns"), run->turns->len);
  qd_run_report_stats_row (stats, _("Satisfiability checks the agent asked"), run->sat_calls);
}

void
qd_logic_wumpus_report_add (QdReport *report, const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run,
                            const char *path)
{
  QdReportSection *settings;

  add_world (report, world, path);
  settings = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (settings, _("Agent"), _("The hybrid agent (AIMA Fig. 7.20)"));
  add_turns (report, world, run);
  add_end (report, world, run);
}

QdReport *
qd_logic_wumpus_report_new (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run, const char *path,
                            const char *instance, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_logic_problem, path, instance, palette);

  qd_logic_wumpus_report_add (report, world, run, path);
  return report;
}

/* ---- the animation */

typedef struct {
  QdLogicWumpusWorld world;
  GArray *turns;       /* a copy */
  guint n_steps;       /* the animation's: turns, or fewer sampled */
} Replay;

static void
replay_free (gpointer data)
{
  Replay *r = data;

  g_array_unref (r->turns);
  g_free (r);
}

/* The turns played by animation step `step` (0: none). */
static guint
turns_at (const Replay *r, guint step)
{
  if (r->n_steps == r->turns->len)
    return step;
  return (guint) (((guint64) step * r->turns->len + r->n_steps / 2) / r->n_steps);
}

static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *r = data;
  guint t = turns_at (r, step);
  QdLogicWumpusRenderOptions o;
  QdLogicWumpusState start;

  qd_logic_wumpus_render_options_init (&o, palette);
  qd_logic_wumpus_state_init (&start);
  o.state = t > 0 ? &g_array_index (r->turns, QdLogicWumpusTurn, t - 1).after : &start;
  o.knowledge = t > 0 ? g_array_index (r->turns, QdLogicWumpusTurn, t - 1).knowledge : NULL;
  qd_logic_wumpus_render (cr, &r->world, &o);
}

/* "Turn 3: Forward: go to [2,1]: nearest safe unvisited". */
static char *
replay_describe (guint step, gpointer data)
{
  Replay *r = data;
  guint t = turns_at (r, step);
  const QdLogicWumpusTurn *turn;
  g_autofree char *why = NULL;

  if (t == 0)
    return NULL;
  turn = &g_array_index (r->turns, QdLogicWumpusTurn, t - 1);
  if (turn->why.reason > QD_LOGIC_WUMPUS_REASON_CLIMB)
    return g_strdup_printf (_("Turn %u: %s"), t, qd_logic_wumpus_action_to_string (turn->action));
  why = qd_logic_wumpus_why_to_string (&turn->why, r->world.width);
  return g_strdup_printf (_("Turn %u: %s (%s), score %d"), t, qd_logic_wumpus_action_to_string (turn->action), why,
                          turn->after.score);
}

QdAnimation *
qd_logic_wumpus_animation_new (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run)
{
  Replay *r;
  QdLogicWumpusRenderOptions o;
  double width, height;

  if (run->turns == NULL || run->turns->len == 0)
    return NULL;
  r = g_new0 (Replay, 1);
  r->world = *world;
  r->turns = g_array_sized_new (FALSE, FALSE, sizeof (QdLogicWumpusTurn), run->turns->len);
  g_array_append_vals (r->turns, run->turns->data, run->turns->len);
  r->n_steps = MIN (run->turns->len, QD_LOGIC_WUMPUS_ANIMATION_MAX_STEPS);
  qd_logic_wumpus_render_options_init (&o, NULL);
  qd_logic_wumpus_render_get_size (world, &o, &width, &height);
  return qd_animation_new (r->n_steps, width, height, replay_draw, replay_describe, r, replay_free);
}
