/* main.c — quandary, the window. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "qd-application.h"

int
main (int argc, char **argv)
{
  g_autoptr(QdApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* QD_LOCALE_DIR: the catalogues of a build tree (its po/ folder), for tests. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("QD_LOCALE_DIR") != NULL ? g_getenv ("QD_LOCALE_DIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Quandary"));
  app = qd_application_new (G_APPLICATION_DEFAULT_FLAGS);
  g_application_set_option_context_parameter_string (G_APPLICATION (app), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (app),
                                            _("Opens the files of every problem (puzzles, maps, boards, "
                                              "trees, saved games), each in a tab of its own."));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
