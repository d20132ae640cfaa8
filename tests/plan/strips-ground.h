/* strips-ground.h — a ground task (core/qd-strips.h) from PDDL text or
 * from files of the test data, for the tests of the landmark graph and of
 * the mutex groups (test-strips-landmarks.c, test-strips-mutex.c). */
#pragma once

#include <glib.h>
#include <string.h>

#include "problems/plan/qd-plan-ground.h"

static inline QdStrips *
strips_ground_text (const char *domain, const char *problem)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (QdPlanTask) task = qd_plan_task_new (domain, strlen (domain), "d.pddl", problem, strlen (problem),
                                                  "p.pddl", &error);
  g_assert_no_error (error);
  QdStrips *strips = qd_plan_ground (task, NULL, NULL, &error);
  g_assert_no_error (error);
  return strips;
}

/* DIR/DOMAIN and DIR/PROBLEM, DIR relative to the test's source folder. */
static inline QdStrips *
strips_ground_files (const char *dir, const char *domain, const char *problem)
{
  g_autofree char *dp = g_test_build_filename (G_TEST_DIST, dir, domain, NULL);
  g_autofree char *pp = g_test_build_filename (G_TEST_DIST, dir, problem, NULL);
  g_autofree char *d = NULL, *p = NULL;
  g_assert_true (g_file_get_contents (dp, &d, NULL, NULL));
  g_assert_true (g_file_get_contents (pp, &p, NULL, NULL));
  return strips_ground_text (d, p);
}
