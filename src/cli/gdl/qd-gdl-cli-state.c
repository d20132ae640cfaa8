/* qd-gdl-cli-state.c — `quandary-cli gdl FILE --state`; see
 * qd-gdl-cli-state.h. */
#include "config.h"
#include "qd-gdl-cli-state.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/gdl/qd-gdl-describe.h"

void
qd_gdl_cli_state_add_entries (GOptionContext *context, gboolean *state)
{
  GOptionEntry entries[] = {
    { "state", 0, 0, G_OPTION_ARG_NONE, state,
      N_("Print the initial state’s facts, then legal ROLE MOVE… for each role, terminal yes|no and goal ROLE V"),
      NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

int
qd_gdl_cli_state_run (QdGdlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree char *text = NULL;

  qd_gdl_game_initial (game, state);
  text = qd_gdl_describe_state (game, state, &error);
  if (text == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  fputs (text, stdout);
  return QD_EXIT_OK;
}
