/* qd-search-andor-worksheet.c — the worksheet kind "andor": a small
 * nondeterministic world drawn as its table of actions and outcomes, and a
 * box for the AND-OR plan from its start; the key holds the plan that
 * `quandary-cli search --andor FILE` prints. */
#include "config.h"
#include "qd-search-worksheet.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "problems/search/qd-search-andor.h"
#include "render/qd-draw.h"

#define TEXT 10.0
#define LINE (6.0 * QD_WORKSHEET_MM)
/* The line over the plan's box: the form of this exercise's plan. */
#define ACYCLIC N_("A plan without loops, as AND-OR-GRAPH-SEARCH (AIMA figure 4.11) finds it: " \
                   "[x, if State = B then […] else […]]")
#define CYCLIC  N_("A plan with a loop, its labels L1, L2, … as in AIMA section 4.3.3: " \
                   "[L1: x, if State = B then L1 else […]]")

typedef struct {
  QdOwned owned;
  char *text;                /* the world file */
  char *plan;                /* the answer: the plan and a line end */
  QdSearchAndorWorld *world;
} Exercise;

/* A world of n states A, B, … (the last one the goal), two actions x and y
 * in each other state, each with one or two outcomes drawn at random. */
static char *
random_world (guint64 *rng, guint n)
{
  GString *t = g_string_new ("states:");

  for (guint s = 0; s < n; s++)
    g_string_append_printf (t, " %c", 'A' + s);
  g_string_append_printf (t, "\nstart: A\ngoals: %c\n", 'A' + n - 1);
  for (guint s = 0; s + 1 < n; s++)
    for (guint a = 0; a < 2; a++)
      {
        guint o1 = qd_random_below (rng, n), o2 = qd_random_below (rng, n);
        g_string_append_printf (t, "%c %c -> %c", 'A' + s, "xy"[a], 'A' + MIN (o1, o2));
        if (o1 != o2 && qd_random_below (rng, 3) > 0)
          g_string_append_printf (t, " %c", 'A' + MAX (o1, o2));
        g_string_append_c (t, '\n');
      }
  return g_string_free (t, FALSE);
}

/* A world whose plan from A has at least one "if" (a choice to write
 * down) and fits a line; an easy one has no loop. */
static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  guint64 rng = qd_random_mix (seed);
  guint n = 4 + (guint) difficulty;

  for (;;)
    {
      Exercise *e = g_new0 (Exercise, 1);
      QdSearchAndorOptions o;
      QdSearchAndorResultSet r;

      e->text = qd_owned_add (&e->owned, random_world (&rng, n), g_free);
      e->world = qd_owned_add (&e->owned, qd_search_andor_world_parse (e->text, -1, NULL),
                               (GDestroyNotify) qd_search_andor_world_free);
      qd_search_andor_options_init (&o, e->world);
      qd_search_andor_search (e->world, &o, &r);
      if (r.status == QD_SEARCH_ANDOR_STATUS_PLAN)
        e->plan = qd_owned_add (&e->owned, qd_search_andor_plan_to_string (e->world, r.plan), g_free);
      qd_search_andor_result_clear (&r);
      if (e->plan != NULL && strstr (e->plan, "if ") != NULL && strlen (e->plan) < 90
          && (difficulty != QD_WORKSHEET_EASY || strstr (e->plan, "L1") == NULL))
        return e;
      qd_owned_free (e);
    }
}

static char *
instance_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->text);
}

static char *
answer_text (gconstpointer data)
{
  return g_strconcat (((const Exercise *) data)->plan, "\n", NULL);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  const QdSearchAndorWorld *w = e->world;
  /* The box kept off the clip at the bottom, so its border shows. */
  double box = 3 * QD_WORKSHEET_BLANK, top = height - box - 2;
  guint line = 0, per_column = MAX ((guint) ((top - 3.5 * LINE) / LINE), 1);
  g_autofree char *head = g_strdup_printf (_("Start %s, goal %s. Outcomes of each action:"),
                                           w->state_names[w->start], w->state_names[w->n_states - 1]);

  qd_worksheet_text (cr, palette, head, TEXT, TRUE, 0, LINE * 0.7, 0);
  for (guint s = 0; s < w->n_states; s++)
    for (guint a = 0; a < w->n_actions; a++)
      {
        guint n;
        const guint *outs = qd_search_andor_world_results (w, s, a, &n);
        GString *t;
        if (n == 0)
          continue;
        t = g_string_new (NULL);
        g_string_append_printf (t, "%s %s → {", w->state_names[s], w->action_names[a]);
        for (guint i = 0; i < n; i++)
          g_string_append_printf (t, "%s%s", i ? ", " : "", w->state_names[outs[i]]);
        g_string_append_c (t, '}');
        qd_worksheet_text (cr, palette, t->str, TEXT, FALSE, (line / per_column) * width / 3,
                           LINE * (1.7 + line % per_column), 0);
        g_string_free (t, TRUE);
        line++;
      }
  /* The form of the plan asked (a cyclic answer has labels), then room for
   * a plan written by hand over three lines. */
  qd_worksheet_text_fit (cr, palette, strstr (e->plan, "L1:") != NULL ? _(CYCLIC) : _(ACYCLIC), 9, FALSE, 0,
                         top - LINE * 1.3, 0, width);
  qd_worksheet_text (cr, palette, _("Plan:"), TEXT, TRUE, 0, top - LINE * 0.3, 0);
  qd_worksheet_box (cr, palette, 0, top, width, box);
  if (filled)
    qd_worksheet_text_fit (cr, palette, e->plan, TEXT, FALSE, 3, top + QD_WORKSHEET_BLANK * 0.65, 0, width - 6);
}

const QdWorksheetKind qd_search_andor_worksheet = {
  .name = "andor",
  .title = N_("AND-OR search: a conditional plan"),
  .puzzle = N_("Nondeterministic world"),
  .task = N_("Write the plan AND-OR search finds from the start, actions tried x then y, outcomes in letter "
             "order, in the form the line over the box gives."),
  .extension = "andor",
  .command = "quandary-cli search --andor FILE",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
