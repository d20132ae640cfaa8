/* qd-agent-names.c — the registry's agent names (qd-agent-names.h). */
#include "config.h"
#include "qd-agent-names.h"

#include "core/qd-agent.h"

static GtkStringList *names;

void
qd_agent_names_refresh (void)
{
  g_auto(GStrv) now = qd_agent_registry_names (NULL);
  guint n;

  if (names == NULL)
    names = gtk_string_list_new (NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (names));
  gtk_string_list_splice (names, 0, n, now != NULL ? (const char *const *) now : NULL);
}

GListModel *
qd_agent_names_get (void)
{
  if (names == NULL)
    qd_agent_names_refresh ();
  return G_LIST_MODEL (names);
}
