/* qd-plan-cli-worksheet.c — `quandary-cli worksheet plan`: a state of a
 * bundled planning example reached by random actions (never a goal state,
 * never one from which not even the relaxation reaches the goal); the
 * student lists the applicable actions, gives h_max and h_add of the goal
 * and the pairs of facts mutex in S1 of the planning graph (or their count
 * when there are more than a dozen).  Easy: have cake after Eat,
 * or the spare tire after 0 to 2; medium: the blocks world (the Sussman
 * anomaly) after 1 to 4; hard: gripper after 1 to 5, or air cargo (action
 * costs) after 1 to 4.
 *
 * The instance is the example's problem with that state as its init
 * (problems/plan/qd-plan-exercise.h), read beside the example's domain; the
 * answer is what `quandary-cli plan DOMAIN FILE --practice` prints for it:
 * the questions on the states of the plan A* with LM-cut finds from there
 * (the sheet asks those of the first state).  The examples are compiled in
 * (qd-plan-cli-worksheet.gresource.xml): the command line has no data
 * folder to read. */
#include "config.h"
#include "cli/plan/qd-plan-cli.h"
#include "cli/plan/qd-plan-cli-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "core/qd-strips-heuristic.h"
#include "problems/plan/qd-plan-exercise.h"
#include "problems/plan/qd-plan-ground.h"
#include "problems/plan/qd-plan-practice.h"

GResource *qd_plan_worksheet_get_resource (void);
#define RESOURCES "/io/github/quandary/Quandary/plan-worksheet/"

/* An example, the difficulty it is drawn for, and how many random actions
 * lead to the exercise's state. */
typedef struct {
  QdWorksheetDifficulty difficulty;
  const char *stem;
  guint min_steps, max_steps;
} Pick;

static const Pick picks[] = {
  { QD_WORKSHEET_EASY, "have-cake", 1, 1 },
  { QD_WORKSHEET_EASY, "spare-tire", 0, 2 },
  { QD_WORKSHEET_MEDIUM, "blocks", 1, 4 },
  { QD_WORKSHEET_HARD, "gripper", 1, 5 },
  { QD_WORKSHEET_HARD, "air-cargo", 1, 4 },
};

/* One of the difficulty's examples, drawn from `rng`. */
static const Pick *
choose (QdWorksheetDifficulty difficulty, guint64 *rng)
{
  guint n = 0, k;

  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    n += picks[i].difficulty == difficulty;
  k = qd_random_below (rng, MAX (n, 1));
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    if (picks[i].difficulty == difficulty && k-- == 0)
      return &picks[i];
  return &picks[0];
}

typedef struct {
  QdOwned owned;
  char *instance;            /* the problem with the state as its init */
  char *domain;              /* the example's domain, its text */
  char *domain_file;         /* "blocks-domain.pddl" */
  char **facts;              /* the state's facts, then "" and the goal's */
  char **statics;            /* the init's atoms that are no facts of the task: always true */
  char **answers;            /* the first state's answers: applicable, h_max, h_add, mutexes */
  char *mutex_question;
} Exercise;

static char *
example_text (const char *stem, const char *part)
{
  g_autofree char *path = g_strdup_printf (RESOURCES "%s-%s.pddl", stem, part);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (qd_plan_worksheet_get_resource (), path, 0, NULL);

  g_return_val_if_fail (bytes != NULL, NULL);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The task of a domain and a problem, ground whole as --practice grounds it. */
static QdStrips *
ground_texts (const char *domain, const char *problem, gboolean *reachable)
{
  g_autoptr(QdPlanTask) task = qd_plan_task_new (domain, strlen (domain), "domain.pddl", problem, strlen (problem),
                                                 "problem.pddl", NULL);
  QdPlanGroundStats stats = { 0 };
  QdStrips *strips = task != NULL ? qd_plan_ground (task, NULL, &stats, NULL) : NULL;

  *reachable = stats.goal_reachable;
  return strips;
}

/* Plays up to `steps` random actions from `state` (in place), never into a
 * goal state or a dead end of h_max.  Returns the actions played. */
static guint
play_random (const QdStrips *strips, guint64 *state, guint steps, guint64 *rng)
{
  g_autoptr(QdStripsHeuristic) hmax = qd_strips_heuristic_new (strips, QD_STRIPS_HMAX);
  g_autofree guint64 *next = g_new0 (guint64, strips->n_words);
  guint played = 0;

  for (; played < steps; played++)
    {
      guint first = qd_random_below (rng, MAX (strips->n_ops, 1));
      gboolean moved = FALSE;

      for (guint k = 0; k < strips->n_ops && !moved; k++)
        {
          guint op = (first + k) % strips->n_ops;

          if (strips->ops[op].artificial || !qd_strips_applicable (strips, state, op))
            continue;
          qd_strips_apply (strips, state, op, next);
          moved = !qd_strips_is_goal (strips, next) && qd_strips_heuristic_value (hmax, next) != QD_STRIPS_DEAD_END;
        }
      if (!moved)
        break;
      memcpy (state, next, strips->n_words * sizeof (guint64));
    }
  return played;
}

/* The state's facts and the goal's, for the drawing. */
static char **
state_lines (const QdStrips *strips)
{
  GPtrArray *lines = g_ptr_array_new ();
  const guint32 *goal = qd_strips_list (strips, strips->goal);

  for (guint f = 0; f < strips->n_facts; f++)
    if (qd_strips_holds (strips->init, f))
      g_ptr_array_add (lines, g_strdup (strips->fact_names[f]));
  g_ptr_array_add (lines, g_strdup (""));
  for (guint i = 0; i < strips->goal.n; i++)
    g_ptr_array_add (lines, g_strdup (strips->fact_names[goal[i]]));
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

/* The sheet's question a practice question is (0 applicable, 1 h_max, 2
 * h_add, 3 the mutexes), or -1: the practice's texts, in the same locale. */
static gint
sheet_question (const QdPracticeQuestion *q)
{
  const char *texts[] = {
    _("Which actions are applicable in this state?"), _("What is h_max of the goal in this state?"),
    _("What is h_add of the goal in this state?"), _("How many pairs of facts are mutex in S1 of the planning graph?"),
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (strcmp (q->text, texts[i]) == 0)
      return (gint) i;
  return q->kind == QD_PRACTICE_NAMES && strstr (q->text, "S1") != NULL ? 3 : -1;
}

/* The answers of the first state's questions the sheet asks, and the
 * mutex question's form ("count" or "pairs"). */
static void
read_answers (Exercise *e, const QdStrips *strips)
{
  g_autoptr(QdPractice) practice = qd_plan_practice_new (strips, NULL, 0, NULL);
  char **answers = g_new0 (char *, 5);

  for (guint i = 0; practice != NULL && i < qd_practice_n_all (practice); i++)
    {
      const QdPracticeQuestion *q = qd_practice_get (practice, i);
      gint slot = sheet_question (q);

      if (slot < 0 || answers[slot] != NULL)
        continue;
      answers[slot] = g_strdup (q->answer);
      if (slot == 3)
        e->mutex_question = qd_owned_add (&e->owned, g_strdup (q->kind == QD_PRACTICE_NUMBER ? "count" : "pairs"),
                                          g_free);
    }
  for (guint i = 0; i < 4; i++)
    if (answers[i] == NULL)
      answers[i] = g_strdup ("—");
  e->answers = qd_owned_add (&e->owned, answers, (GDestroyNotify) g_strfreev);
}

/* The instance read back: the drawing's texts. */
static void
read_instance (Exercise *e)
{
  gboolean reachable;
  g_autoptr(QdStrips) strips = ground_texts (e->domain, e->instance, &reachable);

  g_return_if_fail (strips != NULL);
  e->facts = qd_owned_add (&e->owned, state_lines (strips), (GDestroyNotify) g_strfreev);
  read_answers (e, strips);
}

static char *
instance_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->instance);
}

/* What `plan DOMAIN FILE --practice` prints for the instance (A* with
 * LM-cut, --practice's defaults). */
static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;
  QdPlanCliOptions o = { .algorithm = QD_SPACE_ASTAR, .weight = 2, .heuristic = QD_STRIPS_LMCUT, .practice = TRUE };
  gboolean reachable;
  g_autoptr(QdStrips) strips = ground_texts (e->domain, e->instance, &reachable);
  int status;

  g_return_val_if_fail (strips != NULL, g_strdup (""));
  return qd_plan_cli_practice_text (&o, strips, reachable, NULL, &status);
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  guint64 rng = qd_random_mix (seed);
  const Pick *pick = choose (difficulty, &rng);
  guint steps = pick->min_steps + qd_random_below (&rng, pick->max_steps - pick->min_steps + 1);
  g_autofree char *domain = example_text (pick->stem, "domain"), *problem = example_text (pick->stem, "problem");
  g_autofree char *body = NULL;
  GPtrArray *statics = g_ptr_array_new ();
  gboolean reachable;
  g_autoptr(QdStrips) strips = ground_texts (domain, problem, &reachable);
  Exercise *e = g_new0 (Exercise, 1);

  g_return_val_if_fail (strips != NULL, e);
  steps = play_random (strips, strips->init, steps, &rng);
  body = qd_plan_exercise_replace_init (problem, strips, strips->init, statics);
  g_ptr_array_add (statics, NULL);
  e->statics = qd_owned_add (&e->owned, g_ptr_array_free (statics, FALSE), (GDestroyNotify) g_strfreev);
  e->domain_file = qd_owned_add (&e->owned, g_strdup_printf ("%s-domain.pddl", pick->stem), g_free);
  e->domain = qd_owned_add (&e->owned, g_steal_pointer (&domain), g_free);
  e->instance = qd_owned_add (&e->owned,
                              g_strdup_printf ("; worksheet: quandary-cli plan %s FILE --practice\n"
                                               "; %s-problem.pddl, its init the state after %u random action%s.\n%s",
                                               e->domain_file, pick->stem, steps, steps == 1 ? "" : "s", body),
                              g_free);
  read_instance (e);
  return e;
}

/* ------------------------------------------------------------ drawing */

#define TEXT 9.0
#define LINE (TEXT * 1.3)

/* `items` in a grid of `columns` from (x, y), each cell `width` / columns
 * wide; returns the y under the last row. */
static double
draw_grid (cairo_t *cr, const QdPalette *palette, char **items, guint columns, double x, double y, double width)
{
  guint n = 0;

  for (; items[n] != NULL; n++)
    qd_worksheet_text_fit (cr, palette, items[n], TEXT, FALSE, x + (n % columns) * width / columns,
                           y + (n / columns) * LINE, 0, width / columns - 4);
  return y + ((n + columns - 1) / columns) * LINE;
}

/* The domain, the state's facts, the atoms always true, then the goal's
 * facts, in one column or two. */
static void
draw_state (cairo_t *cr, const QdPalette *palette, const Exercise *e, double width, double height)
{
  char **facts = e->facts;
  guint split = 0, n = g_strv_length (facts) + g_strv_length (e->statics) + 4;
  double y = 4.0 * QD_WORKSHEET_MM;
  g_autofree char *domain = g_strdup_printf (_("Domain: %s"), e->domain_file);
  guint columns = n * LINE > height - 4 * LINE ? 2 : 1;
  g_autofree char **state = NULL;

  while (facts[split] != NULL && facts[split][0] != '\0')
    split++;
  state = g_new0 (char *, split + 1);
  memcpy (state, facts, split * sizeof (char *));
  qd_worksheet_text_fit (cr, palette, domain, TEXT, FALSE, 0, y, 0, width);
  y += 1.5 * LINE;
  qd_worksheet_text (cr, palette, _("The state"), TEXT, TRUE, 0, y, 0);
  y = draw_grid (cr, palette, state, columns, 0, y + LINE, width) + LINE;
  if (e->statics[0] != NULL)
    {
      qd_worksheet_text (cr, palette, _("Always true (static)"), TEXT, TRUE, 0, y, 0);
      y = draw_grid (cr, palette, e->statics, columns, 0, y + LINE, width) + LINE;
    }
  qd_worksheet_text (cr, palette, _("The goal"), TEXT, TRUE, 0, y, 0);
  if (facts[split] != NULL)
    draw_grid (cr, palette, facts + split + 1, columns, 0, y + LINE, width);
}

/* A question at y and a box of `rows` blanks under it, filled with `answer`
 * (NULL: blank); returns the y under the box. */
static double
draw_question (cairo_t *cr, const QdPalette *palette, double x, double y, double width, const char *question,
               guint rows, const char *answer)
{
  double top = y + 2.5 * QD_WORKSHEET_MM;

  qd_worksheet_text_fit (cr, palette, question, TEXT, TRUE, x, y, 0, width);
  qd_worksheet_box (cr, palette, x, top, width, rows * QD_WORKSHEET_BLANK);
  if (answer != NULL)
    {
      g_auto(GStrv) items = g_strsplit (answer, ", ", -1);

      draw_grid (cr, palette, items, g_strv_length (items) > rows ? 2 : 1, x + 3, top + 4.5 * QD_WORKSHEET_MM,
                 width - 6);
    }
  return top + rows * QD_WORKSHEET_BLANK + 6.0 * QD_WORKSHEET_MM;
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double left = width * 0.42, x = left + 5.0 * QD_WORKSHEET_MM, w = width - x, y = 4.0 * QD_WORKSHEET_MM;
  const char *questions[] = {
    _("1. The applicable actions"), _("2. h_max of the goal"), _("3. h_add of the goal"),
    g_strcmp0 (e->mutex_question, "count") == 0 ? _("4. How many pairs of facts are mutex in S1?")
                                                : _("4. The pairs of facts mutex in S1 (A / B), or none"),
  };
  const guint rows[] = { 4, 1, 1, 3 };
  guint n_answers = e->answers != NULL ? g_strv_length (e->answers) : 0;

  if (e->facts != NULL && e->statics != NULL)
    draw_state (cr, palette, e, left, height);
  for (guint i = 0; i < G_N_ELEMENTS (questions); i++)
    y = draw_question (cr, palette, x, y, w, questions[i], rows[i], filled && i < n_answers ? e->answers[i] : NULL);
}

const QdWorksheetKind qd_plan_worksheet = {
  .name = "plan",
  .title = N_("A state of a planning task"),
  .puzzle = N_("Planning (PDDL)"),
  .task = N_("The state's facts and the goal are listed.  Which actions apply?  h_max and h_add of the goal?  "
             "Which facts are mutex in S1 of the planning graph?"),
  .extension = "pddl",
  .command = "quandary-cli plan DOMAIN FILE --practice",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};

const QdWorksheetKind *const qd_plan_cli_worksheets[] = { &qd_plan_worksheet, NULL };
