/* test-plan-render.c — planning's document, trace and pictures: a problem
 * file finds its domain beside it and a domain its problem, a file of both
 * reads alone, the errors name the line and the column; a plan stepped
 * through (states, the precondition's atoms, adds and deletes, the first
 * failing action); the picture each example's predicates choose, drawn to
 * PNG, SVG and PDF (saved in the build folder, to be looked at). */
#include "config.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "problems/plan/qd-plan-document.h"
#include "problems/plan/qd-plan-trace.h"
#include "render/plan/qd-plan-render.h"
#include "render/plan/qd-plan-step-picture.h"
#include "render/qd-export.h"
#include "../render-pixels.h"

static char *
example_path (const char *name)
{
  const char *data = g_getenv ("QD_DATA_DIR");

  return g_build_filename (data != NULL ? data : "data", "examples", "plan", name, NULL);
}

/* The example's problem with its domain found beside it. */
static QdPlanDocument *
open_example (const char *name)
{
  g_autofree char *path = example_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) found = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *companion = NULL;
  g_autofree char *companion_name = NULL;
  QdPlanDocument *document;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  document = qd_plan_document_parse (text, -1, &error);
  g_assert_no_error (error);
  found = qd_plan_document_find_companion (document, file, &companion);
  g_assert_nonnull (found);
  companion_name = g_file_get_basename (found);
  g_assert_true (qd_plan_document_set_companion (document, companion, companion_name, name, &error));
  g_assert_no_error (error);
  return document;
}

static void
test_companions (void)
{
  g_autoptr(QdPlanDocument) problem = open_example ("air-cargo-problem.pddl");
  g_autoptr(QdPlanDocument) domain = open_example ("gripper-domain.pddl");

  g_assert_cmpint (problem->kind, ==, QD_PLAN_FILE_PROBLEM);
  g_assert_cmpstr (problem->companion_name, ==, "air-cargo-domain.pddl");
  g_assert_cmpstr (qd_plan_task_problem_name (problem->task), ==, "air-cargo-two");
  g_assert_cmpint (domain->kind, ==, QD_PLAN_FILE_DOMAIN);
  g_assert_cmpstr (domain->companion_name, ==, "gripper-problem.pddl");
  g_assert_nonnull (domain->task);
}

/* One file of both defines, in either order, reads alone; its errors keep
 * their lines. */
static void
test_both (void)
{
  g_autofree char *domain_path = example_path ("spare-tire-domain.pddl");
  g_autofree char *problem_path = example_path ("spare-tire-problem.pddl");
  g_autofree char *domain = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *both = NULL;
  g_autofree char *reversed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanDocument) a = NULL;
  g_autoptr(QdPlanDocument) b = NULL;
  g_autoptr(QdPlanDocument) bad = NULL;

  g_assert_true (g_file_get_contents (domain_path, &domain, NULL, NULL));
  g_assert_true (g_file_get_contents (problem_path, &problem, NULL, NULL));
  both = g_strconcat (domain, problem, NULL);
  reversed = g_strconcat (problem, domain, NULL);
  a = qd_plan_document_parse (both, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a->kind, ==, QD_PLAN_FILE_BOTH);
  g_assert_nonnull (a->task);
  b = qd_plan_document_parse (reversed, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (b->task);
  bad = qd_plan_document_parse ("(define (domain d)\n  (:predicates (p))\n  (:action a :effect (q)))\n", -1, &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "line 3, column "));
  g_clear_error (&error);
  g_assert_null (qd_plan_document_parse ("(on a b)", -1, &error));
  g_assert_true (g_str_has_prefix (error->message, "line 1, column 1: "));
}

static void
test_trace (void)
{
  g_autoptr(QdPlanDocument) d = open_example ("blocks-problem.pddl");
  const char *wrong = "(move-to-table c a)\n(move a table b)\n(move b table c)\n";
  const char *right = "(move-to-table c a)\n(move b table c)\n(move a table b)\n";
  g_autoptr(QdPlanTrace) bad = qd_plan_trace_new (d->task, wrong, strlen (wrong), "plan", NULL);
  g_autoptr(QdPlanTrace) good = qd_plan_trace_new (d->task, right, strlen (right), "plan", NULL);
  const QdPlanTraceStep *first;
  g_autoptr(GArray) goal = NULL;
  gboolean clear_b_fails = FALSE;

  g_assert_cmpint (bad->check.status, ==, QD_PLAN_CHECK_INAPPLICABLE);
  g_assert_cmpuint (bad->steps->len, ==, 2);
  g_assert_cmpuint (bad->states->len, ==, 3);
  g_assert_cmpstr (bad->failing->action, ==, "(move b table c)");
  for (guint i = 0; i < bad->failing->precondition->len; i++)
    {
      const QdPlanLiteral *l = &g_array_index (bad->failing->precondition, QdPlanLiteral, i);

      if (strcmp (l->text, "(clear b)") == 0)
        clear_b_fails = l->positive && !l->holds;
    }
  g_assert_true (clear_b_fails);
  g_assert_cmpint (good->check.status, ==, QD_PLAN_CHECK_VALID);
  first = good->steps->pdata[0];
  g_assert_cmpstr (first->action, ==, "(move-to-table c a)");
  g_assert_cmpuint (first->adds->len, ==, 2);         /* (on c table) (clear a) */
  g_assert_cmpstr (first->deletes->pdata[0], ==, "(on c a)");
  goal = qd_plan_goal_literals (d->task, qd_plan_trace_state (good, 3));
  g_assert_cmpuint (goal->len, ==, 2);
  for (guint i = 0; i < goal->len; i++)
    g_assert_true (g_array_index (goal, QdPlanLiteral, i).holds);
}

/* The example's state after its plan (NAME.plan) drawn three ways. */
static void
draw_example (const char *stem, QdPlanPicture expected)
{
  g_autofree char *name = g_strdup_printf ("%s-problem.pddl", stem);
  g_autofree char *plan_name = g_strdup_printf ("%s.plan", stem);
  g_autofree char *plan_path = example_path (plan_name);
  g_autoptr(QdPlanDocument) d = open_example (name);
  g_autofree char *plan = NULL;
  g_autoptr(QdPlanTrace) trace = NULL;
  g_autoptr(GArray) goal = NULL;
  QdPlanRenderOptions options;
  const QdPlanTraceStep *step;
  double width, height;

  g_assert_cmpint (qd_plan_render_picture (d->task), ==, expected);
  g_assert_true (g_file_get_contents (plan_path, &plan, NULL, NULL));
  trace = qd_plan_trace_new (d->task, plan, strlen (plan), "plan", NULL);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_VALID);
  step = trace->steps->pdata[0];
  goal = qd_plan_goal_literals (d->task, qd_plan_trace_state (trace, 1));
  options = (QdPlanRenderOptions) { .task = d->task, .state = qd_plan_trace_state (trace, 1), .goal = goal,
                                    .caption = step->action, .added = step->adds };
  qd_plan_render_get_size (&options, &width, &height);
  g_assert_cmpfloat (width, >, 100);
  g_assert_cmpfloat (height, >, 60);
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
    cairo_t *cr = cairo_create (surface);
    g_autofree char *png = g_strdup_printf ("plan-render-%s.png", stem);
    double rgb[3];

    g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

    qd_export_log_text (surface, texts);
    qd_plan_render (cr, &options);
    /* Each fact once (a column's heading again in the next column), a
     * static one not at all. */
    for (guint i = 0; i < options.state->len; i++)
      {
        guint n = 0;

        for (guint j = 0; j < texts->len; j++)
          n += strcmp (texts->pdata[j], options.state->pdata[i]) == 0;
        if (expected == QD_PLAN_PICTURE_FACTS)
          g_assert_cmpuint (n, ==, qd_plan_render_fact_static (d->task, options.state->pdata[i]) ? 0 : 1);
      }
    render_pixel (surface, 2, 2, rgb);
    g_assert_true (render_near (rgb, &qd_palette_light ()->background, 0.02));
    render_save_png (surface, png);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
  for (guint f = 0; f < 2; f++)
    {
      g_autofree char *file = g_strdup_printf ("plan-render-%s.%s", stem, f == 0 ? "svg" : "pdf");
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, file, NULL);
      cairo_surface_t *surface = f == 0 ? cairo_svg_surface_create (path, width, height)
                                        : cairo_pdf_surface_create (path, width, height);
      cairo_t *cr = cairo_create (surface);

      qd_plan_render (cr, &options);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

/* An IPC task of tests/plan/ipc/, its domain.pddl found beside it: its
 * picture, its initial state drawn to PNG. */
static void
draw_ipc (const char *folder, const char *name, QdPlanPicture expected)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ipc", folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) found = NULL;
  g_autofree char *text = NULL;
  g_autofree char *companion = NULL;
  g_autofree char *png = g_strdup_printf ("plan-render-ipc-%s.png", folder);
  g_autoptr(QdPlanDocument) d = NULL;
  g_autoptr(QdPlanTrace) trace = NULL;
  g_autoptr(GArray) goal = NULL;
  QdPlanRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  d = qd_plan_document_parse (text, -1, NULL);
  g_assert_nonnull (d);
  found = qd_plan_document_find_companion (d, file, &companion);
  g_assert_nonnull (found);
  g_assert_true (qd_plan_document_set_companion (d, companion, "domain.pddl", name, NULL));
  g_assert_cmpint (qd_plan_render_picture (d->task), ==, expected);
  trace = qd_plan_trace_initial (d->task);
  goal = qd_plan_goal_literals (d->task, qd_plan_trace_state (trace, 0));
  options = (QdPlanRenderOptions) { .task = d->task, .state = qd_plan_trace_state (trace, 0), .goal = goal };
  qd_plan_render_get_size (&options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (surface);
  qd_plan_render (cr, &options);
  render_save_png (surface, png);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_pictures (void)
{
  draw_ipc ("logistics00", "probLOGISTICS-4-0.pddl", QD_PLAN_PICTURE_PLACES);
  draw_ipc ("blocks", "probBLOCKS-4-0.pddl", QD_PLAN_PICTURE_BLOCKS);
  draw_ipc ("gripper", "prob01.pddl", QD_PLAN_PICTURE_GRIPPER);
  draw_example ("blocks", QD_PLAN_PICTURE_BLOCKS);
  draw_example ("gripper", QD_PLAN_PICTURE_GRIPPER);
  draw_example ("air-cargo", QD_PLAN_PICTURE_PLACES);
  draw_example ("water-jugs", QD_PLAN_PICTURE_FACTS);
  draw_example ("vacuum", QD_PLAN_PICTURE_FACTS);
}

/* The texts a picture draws (each a string drawn whole: a place's label,
 * a fact). */
static GPtrArray *
picture_texts (const QdPlanRenderOptions *options)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 16, 16);
  cairo_t *cr = cairo_create (surface);

  qd_export_log_text (surface, texts);
  qd_plan_render (cr, options);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return texts;
}

static gboolean
drawn (GPtrArray *texts, const char *text)
{
  return g_ptr_array_find_with_equal_func (texts, text, g_str_equal, NULL);
}

/* The picture of the step `k` of the trace, as the tab draws it, saved as
 * plan-render-STEM-K.png. */
static void
save_step (const QdPlanTask *task, const QdPlanTrace *trace, guint k, const char *stem, gboolean show_static)
{
  g_autofree char *png = g_strdup_printf ("plan-render-%s-%u.png", stem, k);
  QdPlanStepPicture picture;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;

  qd_plan_step_picture_init (&picture, task, trace, k, NULL);
  picture.options.show_static = show_static;
  qd_plan_render_get_size (&picture.options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_render (cr, &picture.options);
  render_save_png (surface, png);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  qd_plan_step_picture_clear (&picture);
}

/* The trace of the example's plan (STEM.plan). */
static QdPlanTrace *
example_trace (const QdPlanDocument *d, const char *stem)
{
  g_autofree char *plan_name = g_strdup_printf ("%s.plan", stem);
  g_autofree char *plan_path = example_path (plan_name);
  g_autofree char *plan = NULL;
  QdPlanTrace *trace;

  g_assert_true (g_file_get_contents (plan_path, &plan, NULL, NULL));
  trace = qd_plan_trace_new (d->task, plan, strlen (plan), "plan", NULL);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_VALID);
  return trace;
}

/* Every place of the task is drawn in every state of its plan, empty or
 * not (issue 92): air cargo's SFO once the plane left it, gripper's room B
 * where the whole goal is, the spare tire's ground; the places in the same
 * order at each step. */
static void
test_places_kept (void)
{
  static const struct {
    const char *stem;
    const char *places[4];
  } cases[] = {
    { "air-cargo", { "sfo", "jfk" } },
    { "gripper", { "rooma", "roomb" } },
    { "spare-tire", { "axle", "trunk", "ground" } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *name = g_strdup_printf ("%s-problem.pddl", cases[c].stem);
      g_autoptr(QdPlanDocument) d = open_example (name);
      g_autoptr(QdPlanTrace) trace = example_trace (d, cases[c].stem);

      for (guint k = 0; k <= trace->steps->len; k++)
        {
          QdPlanStepPicture picture;
          g_autoptr(GPtrArray) texts = NULL;
          gint last = -1;

          qd_plan_step_picture_init (&picture, d->task, trace, k, NULL);
          texts = picture_texts (&picture.options);
          for (guint p = 0; cases[c].places[p] != NULL; p++)
            {
              guint at;

              if (!g_ptr_array_find_with_equal_func (texts, cases[c].places[p], g_str_equal, &at))
                g_error ("%s, step %u: the place %s is not drawn", cases[c].stem, k, cases[c].places[p]);
              g_assert_cmpint ((gint) at, >, last);
              last = (gint) at;
            }
          qd_plan_step_picture_clear (&picture);
        }
      /* An emptied place: SFO after the flight, room B at the start, the
       * ground at the start. */
      save_step (d->task, trace, c == 0 ? 2 : 0, cases[c].stem, FALSE);
    }
}

/* Every object drawn in every state: the spare tire's tires, taken away
 * by LeaveOvernight, in a column "nowhere"; the places still there. */
static void
test_objects_kept (void)
{
  g_autoptr(QdPlanDocument) d = open_example ("spare-tire-problem.pddl");
  const char *plan = "(leave-overnight)\n";
  g_autoptr(QdPlanTrace) trace = qd_plan_trace_new (d->task, plan, strlen (plan), "plan", NULL);
  QdPlanStepPicture picture;
  g_autoptr(GPtrArray) texts = NULL;

  g_assert_cmpuint (trace->steps->len, ==, 1);
  g_assert_cmpuint (qd_plan_trace_state (trace, 1)->len, ==, 0);
  qd_plan_step_picture_init (&picture, d->task, trace, 1, NULL);
  texts = picture_texts (&picture.options);
  for (guint i = 0; i < 6; i++)
    {
      const char *names[] = { "axle", "trunk", "ground", "nowhere", "flat", "spare" };

      if (!drawn (texts, names[i]))
        g_error ("after (leave-overnight): %s is not drawn", names[i]);
    }
  qd_plan_step_picture_clear (&picture);
  save_step (d->task, trace, 1, "spare-tire-overnight", FALSE);
}

/* A domain a teacher writes: a place no fact ever names (the island) is
 * drawn all the same, from the type `at` takes. */
static void
test_places_typed (void)
{
  const char *domain = "(define (domain ferry) (:requirements :strips :typing) (:types car port)"
                       " (:predicates (at ?c - car ?p - port) (on-board ?c - car))"
                       " (:action sail :parameters (?c - car ?from ?to - port)"
                       "  :precondition (at ?c ?from) :effect (and (not (at ?c ?from)) (at ?c ?to))))";
  const char *problem = "(define (problem two) (:domain ferry) (:objects mini - car dover calais island - port)"
                        " (:init (at mini dover)) (:goal (at mini calais)))";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new (domain, strlen (domain), "d", problem, strlen (problem), "p", &error);
  g_autoptr(QdPlanTrace) trace = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  QdPlanRenderOptions options;

  g_assert_no_error (error);
  g_assert_cmpint (qd_plan_render_picture (task), ==, QD_PLAN_PICTURE_PLACES);
  trace = qd_plan_trace_initial (task);
  qd_plan_render_options_init (&options, NULL);
  options.task = task;
  options.state = qd_plan_trace_state (trace, 0);
  texts = picture_texts (&options);
  g_assert_true (drawn (texts, "dover"));
  g_assert_true (drawn (texts, "calais"));
  g_assert_true (drawn (texts, "island"));
  g_assert_false (drawn (texts, "mini (car)"));
}

/* Static facts (no action changes them) are folded away by default and
 * their number said: water jugs' 50-odd (sum …) and (leq …), missionaries'
 * (minus …) and (load …); show_static draws them. */
static void
test_static_facts (void)
{
  static const struct {
    const char *stem, *fact_static, *fact_changing;
  } cases[] = {
    { "water-jugs", "(sum n1 n2 n3)", "(contents" },
    { "missionaries", "(minus n3 n1 n2)", "(left n3 n3)" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *name = g_strdup_printf ("%s-problem.pddl", cases[c].stem);
      g_autoptr(QdPlanDocument) d = open_example (name);
      g_autoptr(QdPlanTrace) trace = qd_plan_trace_initial (d->task);
      GPtrArray *state = qd_plan_trace_state (trace, 0);
      QdPlanRenderOptions options;
      guint n_static = 0, n_changing = 0;
      g_autofree char *note = NULL;

      qd_plan_render_options_init (&options, NULL);
      options.task = d->task;
      options.state = state;
      for (guint i = 0; i < state->len; i++)
        {
          gboolean fixed = qd_plan_render_fact_static (d->task, state->pdata[i]);

          n_static += fixed;
          n_changing += !fixed;
          if (g_str_has_prefix (state->pdata[i], cases[c].fact_changing))
            g_assert_false (fixed);
        }
      g_assert_cmpuint (qd_plan_render_n_static (&options), ==, n_static);
      g_assert_cmpuint (n_static, >=, 10);
      g_assert_cmpuint (n_changing, <=, 3);
      note = g_strdup_printf ("%u static facts not shown", n_static);
      for (guint show = 0; show < 2; show++)
        {
          g_autoptr(GPtrArray) texts = NULL;
          guint n_facts = 0;

          options.show_static = show;
          texts = picture_texts (&options);
          for (guint i = 0; i < state->len; i++)
            n_facts += drawn (texts, state->pdata[i]);
          g_assert_cmpuint (n_facts, ==, show ? state->len : n_changing);
          g_assert_cmpint (drawn (texts, cases[c].fact_static), ==, show);
          g_assert_cmpint (drawn (texts, note), ==, !show);
        }
      {
        g_autofree char *stem = g_strdup_printf ("%s-static", cases[c].stem);

        save_step (d->task, trace, 0, cases[c].stem, FALSE);
        save_step (d->task, trace, 0, stem, TRUE);
      }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan/document/companions", test_companions);
  g_test_add_func ("/plan/document/both", test_both);
  g_test_add_func ("/plan/trace", test_trace);
  g_test_add_func ("/plan/render/pictures", test_pictures);
  g_test_add_func ("/plan/render/places-kept", test_places_kept);
  g_test_add_func ("/plan/render/places-typed", test_places_typed);
  g_test_add_func ("/plan/render/objects-kept", test_objects_kept);
  g_test_add_func ("/plan/render/static-facts", test_static_facts);
  return g_test_run ();
}
