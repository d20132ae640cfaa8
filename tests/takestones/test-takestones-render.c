/* test-takestones-render.c — a candidate's value as the tab and the pictures
 * write it: through core/qd-format.h, so under a comma locale 1 is "+1"
 * (not "+1,", issue 75) and 0.5 is "+0,5"; the C locale's output as before. */
#include <glib.h>
#include <locale.h>
#include <string.h>

#include "render/takestones/qd-takestones-render.h"

static void
assert_value (double value, gint bound, const char *expected)
{
  char text[32];

  qd_takestones_render_format_value (value, bound, text, sizeof text);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_c_locale (void)
{
  assert_value (1, 0, "+1");
  assert_value (0.5, 0, "+0.5");
  assert_value (0.7, 0, "+0.7");
  assert_value (-1, 0, "−1");
  assert_value (-0.25, 0, "−0.25");
  assert_value (2.0 / 3, 0, "+0.67");
  assert_value (0, 0, "0");
  assert_value (-0.0, 0, "0");
  assert_value (0.5, -1, "≤ +0.5");
  assert_value (-1, -1, "≤ −1");
}

/* LC_NUMERIC set to `name`: the machine's, or compiled by localedef into
 * the build folder (as tests/clitest.py does).  FALSE when neither can. */
static gboolean
use_numeric_locale (const char *name)
{
  const char *builddir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *locpath = g_build_filename (builddir != NULL ? builddir : ".", "render-locale", NULL);
  g_autofree char *target = g_build_filename (locpath, name, NULL);
  g_autofree char *source = g_strndup (name, strcspn (name, "."));
  const char *argv[] = { "localedef", "-i", source, "-f", "UTF-8", target, NULL };

  if (setlocale (LC_NUMERIC, name) != NULL)
    return TRUE;
  if (!g_file_test (target, G_FILE_TEST_IS_DIR) && g_mkdir_with_parents (locpath, 0755) == 0)
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                  G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  g_setenv ("LOCPATH", locpath, TRUE);
  if (setlocale (LC_NUMERIC, name) != NULL)
    return TRUE;
  g_unsetenv ("LOCPATH");
  return FALSE;
}

static void
test_comma_locale (void)
{
  static const char *const names[] = { "fr_FR.UTF-8", "de_DE.UTF-8" };
  gboolean comma = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (names) && !comma; i++)
    comma = use_numeric_locale (names[i]);
  if (!comma)
    {
      g_test_skip ("no French or German locale, and localedef could not make one");
      return;
    }
  assert_value (1, 0, "+1");
  assert_value (0.5, 0, "+0,5");
  assert_value (-0.25, 0, "−0,25");
  assert_value (0, 0, "0");
  assert_value (0.5, -1, "≤ +0,5");
  setlocale (LC_NUMERIC, "C");
  test_c_locale ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/takestones/render/value/c-locale", test_c_locale);
  g_test_add_func ("/takestones/render/value/comma-locale", test_comma_locale);
  return g_test_run ();
}
