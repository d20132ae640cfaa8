/* test-gdl-worksheet.c — `worksheet gdl` (render/gdl/qd-gdl-worksheet.h):
 * a rulesheet's init replaced (facts, rules, any case, comments kept), and
 * each difficulty's exercises: the instance read back starts in a state
 * that is not terminal and its description is the answer; drawn with and
 * without the key. */
#include "problems/gdl/qd-gdl-describe.h"
#include "render/gdl/qd-gdl-worksheet.h"

#include <string.h>

static void
test_replace_init (void)
{
  static const char rules[] =
    "; (init (comment stays))\n"
    "(role r)\n"
    "(init (a 1))\n"
    "(INIT (b 2)) ; same line\n"
    "(<= (init (c 3)) (role r))\n"
    "(<= (next (a 1)) (true (a 1)))\n";
  static const char expected[] =
    "; (init (comment stays))\n"
    "(role r)\n"
    "(init (x 1))\n"
    "(init (y 2))\n"
    " ; same line\n"
    "(<= (next (a 1)) (true (a 1)))\n";
  g_autofree char *out = qd_gdl_worksheet_replace_init (rules, "(x 1)\n(y 2)\n");
  g_autofree char *none = qd_gdl_worksheet_replace_init ("(role r)\n", "(x 1)\n");

  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (none, ==, "(role r)\n\n(init (x 1))\n");
}

static void
check_exercise (QdWorksheetDifficulty difficulty, guint64 seed)
{
  const QdWorksheetKind *kind = &qd_gdl_worksheet;
  gpointer e = kind->generate (seed, difficulty);
  g_autofree char *text = kind->instance_text (e), *answer = kind->answer_text (e), *described = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new (text, strlen (text), "instance.kif", NULL, &error);
  g_autofree guint64 *state = NULL;
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "; worksheet: quandary-cli gdl FILE --state\n"));
  state = g_new0 (guint64, qd_gdl_game_state_words (game));
  qd_gdl_game_initial (game, state);
  g_assert_false (qd_gdl_game_terminal (game, state));
  described = qd_gdl_describe_state (game, state, NULL);
  g_assert_cmpstr (described, ==, answer);
  kind->draw (cr, 500, 360, e, FALSE, qd_palette_print ());
  kind->draw (cr, 500, 360, e, TRUE, qd_palette_print ());
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  kind->free (e);
}

static void
test_exercises (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      check_exercise (QD_WORKSHEET_EASY, seed);
      check_exercise (QD_WORKSHEET_MEDIUM, seed);
      check_exercise (QD_WORKSHEET_HARD, seed);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl/worksheet/replace-init", test_replace_init);
  g_test_add_func ("/gdl/worksheet/exercises", test_exercises);
  return g_test_run ();
}
