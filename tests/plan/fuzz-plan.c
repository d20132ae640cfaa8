/* fuzz-plan.c — libFuzzer's target for the PDDL reader, the plan
 * validator and grounding (tests/fuzz/meson.build): the input is a domain,
 * a problem and a plan separated by NUL bytes (a missing part is empty).
 * Any input must end in a task or an error naming its file and line, a plan
 * in a check or an error, and the task in a ground task (its lists within
 * its facts, searched a little) or a grounding error; nothing may crash,
 * leak or overflow. */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-strips-space.h"
#include "problems/plan/qd-plan.h"
#include "problems/plan/qd-plan-ground.h"
#include "problems/plan/qd-plan-validate.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* The i-th part of the input (to free), NUL-terminated. */
static char *
part (const guint8 *data, size_t size, guint i, gsize *length)
{
  const guint8 *start = data, *end = data + size;

  for (; i > 0 && start < end; i--)
    {
      const guint8 *nul = memchr (start, '\0', end - start);

      start = nul != NULL ? nul + 1 : end;
    }
  {
    const guint8 *nul = memchr (start, '\0', end - start);

    *length = (nul != NULL ? nul : end) - start;
  }
  return g_strndup ((const char *) start, *length);
}

static void
expect_error_named (const GError *error, const char *name)
{
  if (error == NULL || !g_str_has_prefix (error->message, name))
    abort ();
}

/* Grounding with small limits, the lists checked, a short search. */
static void
ground (const QdPlanTask *task)
{
  QdPlanGroundOptions options = { .max_ops = 5000, .max_facts = 5000, .max_disjuncts = 64, .relevant_only = TRUE };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdStrips) strips = qd_plan_ground (task, &options, NULL, &error);
  QdSpaceOptions search;
  QdSpaceResult result = { 0 };

  if (strips == NULL)
    {
      if (error == NULL)
        abort ();
      return;
    }
  for (guint i = 0; i < strips->pool->len; i++)
    if (g_array_index (strips->pool, guint32, i) >= strips->n_facts)
      abort ();
  {
    g_autoptr(QdSpace) space = qd_strips_space_new (strips, NULL, NULL);

    qd_space_options_init (&search);
    search.algorithm = QD_SPACE_UCS;
    search.max_nodes = 2000;
    qd_space_solve (space, strips->init, &search, &result);
    qd_space_result_clear (&result);
  }
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  gsize lengths[3];
  g_autofree char *domain = part (data, size, 0, &lengths[0]);
  g_autofree char *problem = part (data, size, 1, &lengths[1]);
  g_autofree char *plan = part (data, size, 2, &lengths[2]);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new (domain, lengths[0], "d", problem, lengths[1], "p", &error);
  QdPlanCheck check;

  if (task == NULL)
    {
      if (error == NULL || (!g_str_has_prefix (error->message, "d:") && !g_str_has_prefix (error->message, "p:")))
        abort ();
      return 0;
    }
  ground (task);
  if (qd_plan_check (task, plan, lengths[2], "x", &check, &error))
    {
      g_free (qd_plan_initial_text (task));
      qd_plan_check_clear (&check);
    }
  else
    expect_error_named (error, "x:");
  return 0;
}
