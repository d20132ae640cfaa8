/* qd-plan-run-report.h — the report of `quandary-cli plan` and of the
 * Planning tab: a planning task, the plan found (or checked) with its cost,
 * the search's figures and the plan's states pictured as the tab draws
 * them. */
#pragma once

#include "problems/plan/qd-plan-trace.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* The states a report pictures at most: a longer plan's first ones, the
 * rest counted (its table of actions holds them all). */
#define QD_PLAN_REPORT_MAX_STATES 40

typedef struct {
  const char *domain_path;        /* DOMAIN as given */
  const char *problem_path;       /* PROBLEM as given */
  const QdPlanTask *task;
  const QdPlanTrace *trace;       /* the plan's states (found or checked); NULL: no plan */
  const char *check_path;         /* --check PLAN as given; NULL: the plan was searched for */
  /* The search (check_path NULL): as named on the command line or its defaults. */
  const char *algorithm;
  const char *heuristic;          /* NULL: none (graphplan) */
  gboolean ground;                /* the ground task's figures below are known */
  guint n_facts, n_ops;
  gint64 ground_us;
  gboolean searched;              /* the search's figures below are known */
  guint64 expanded, generated, pruned;
  gint64 search_us;
} QdPlanReportRun;

/* The run's parts: the task and its initial state drawn (INSTANCE), the
 * algorithm and heuristic or the plan checked (SETTINGS), the outcome, the
 * plan action by action with its cost and its states drawn (RESULTS), the
 * ground task's and the search's figures (STATISTICS); the first alone
 * when neither a plan was checked nor a search run (the tab before a
 * check). */
void      qd_plan_run_report_add (QdReport *report, const QdPlanReportRun *run);
/* A report titled by the problem's file's base name, with those parts. */
QdReport *qd_plan_run_report_new (const QdPlanReportRun *run, const QdPalette *palette);
/* A check's verdict in a sentence, as the tab says it: "The plan reaches
 * the goal: 3 actions, cost 3", "Line 2: (move a b c) cannot apply: (clear
 * a) does not hold" (to free). */
char     *qd_plan_verdict_text   (const QdPlanCheck *check);

G_END_DECLS
