/* qd-plan-strips-state.c — a trace's state as a ground task's state
 * (qd-plan-strips-state.h). */
#include "config.h"
#include "qd-plan-strips-state.h"

#include <stdlib.h>
#include <string.h>

static int
compare_name (const void *key, const void *element)
{
  return strcmp (key, *(const char *const *) element);
}

guint64 *
qd_plan_strips_state (const QdStrips *strips, GPtrArray *atoms)
{
  guint64 *state = g_new0 (guint64, strips->n_words);

  for (guint f = 0; f < strips->n_facts; f++)
    if (atoms->len > 0
        && bsearch (strips->fact_names[f], atoms->pdata, atoms->len, sizeof (gpointer), compare_name) != NULL)
      qd_strips_set (state, f);
  return state;
}
