/* qd-tsp-population.c — local beam search, stochastic beam search and the
 * genetic algorithm on tours, through the engine's population searches
 * (core/qd-local-population.h): a tour is an array of n genes (cities),
 * the fitness of a tour is 1/length, crossover is the order crossover
 * (qd_tsp_order_crossover), mutation one random move of the neighbourhood.
 * Each iteration (generation) is recorded as a step holding its best tour. */
#include "qd-tsp-search-private.h"

#include <math.h>
#include <string.h>

#include "core/qd-random.h"

/* Records a population's best tour as a step (the start when first). */
static void
record_best (QdTspSearch *s, guint64 iteration, const guint *best, double length, double mean)
{
  QdTspStep step = {
    .iteration = iteration,
    .kind = s->run->n_steps == 0 ? QD_LOCAL_STEP_START : QD_LOCAL_STEP_RESTART,
    .length = length,
    .temperature = NAN,
    .probability = 1,
    .mean = mean,
  };

  if (step.kind == QD_LOCAL_STEP_START)
    {
      memcpy (s->run->start, best, s->run->n * sizeof (guint));
      s->run->start_length = length;
    }
  qd_tsp_search_record (s, &step, best);
}

QdLocalStatus
qd_tsp_population_search (QdTspSearch *s)
{
  double length = qd_tsp_tour_length (s->tsp, s->tour);

  /* TODO: the engine's beam search and genetic algorithm (x-lpop). */
  record_best (s, 0, s->tour, length, length);
  s->run->stats.start_value = s->run->stats.value = s->run->stats.best_value = length;
  return QD_LOCAL_OPTIMUM;
}
