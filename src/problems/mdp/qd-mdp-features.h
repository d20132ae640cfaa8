/* qd-mdp-features.h — features of a grid world's state-action pairs for
 * approximate Q-learning (core/qd-markov-learn.h: Q(s, a) = Σ w_i f_i(s, a)).
 *
 * Three sets:
 *   identity     one feature per state-action pair, worth 1 on its own pair
 *                and 0 elsewhere: approximate Q-learning is then tabular
 *                Q-learning (the course's IdentityExtractor);
 *   coordinates  three per action (north, west, south, east, exit): a bias
 *                worth 1, x / (w - 1) and y / (h - 1) (0 on a side of one
 *                cell), on the pairs of that action only; 15 in all, named
 *                "north bias", "north x", "north y", …;
 *   a file       `(x, y) ACTION name=value name=value …` lines
 *                (data/FORMATS.md, "Grid worlds"): the pairs without a line
 *                have no feature (Q = 0 whatever the weights). */
#pragma once

#include "qd-mdp.h"

G_BEGIN_DECLS

typedef enum
{
  QD_MDP_FEATURES_IDENTITY,
  QD_MDP_FEATURES_COORDINATES,
  QD_MDP_N_FEATURE_SETS
} QdMdpFeatureSet;

/* The CLI's words ("identity", "coordinates"), people's names, and back
 * (-1 when unknown). */
const char *qd_mdp_feature_set_to_string (QdMdpFeatureSet set);
const char *qd_mdp_feature_set_label (QdMdpFeatureSet set);
gint        qd_mdp_feature_set_from_string (const char *name);

/* The most features a file may name, and the longest name. */
#define QD_MDP_MAX_FEATURES 10000
#define QD_MDP_MAX_FEATURE_NAME 64
/* The largest value of a feature, in size (weights times values stay far
 * from overflowing). */
#define QD_MDP_MAX_FEATURE_VALUE 1e6

typedef struct _QdMdpFeatures QdMdpFeatures;

/* The set SET over WORLD's MODEL (qd_mdp_world_to_model; CELL_OF as it gave
 * it, copied). */
QdMdpFeatures *qd_mdp_features_new (QdMdpFeatureSet set, const QdMdpWorld *world, const QdMarkov *model,
                                    const guint *cell_of);
/* A feature file read against the model (STATE_OF as it gave it); errors
 * name the line: a cell off the grid or a wall, an action the cell lacks, a
 * pair given twice, a feature twice on a line, a value that is not a
 * number of at most QD_MDP_MAX_FEATURE_VALUE in size, more than
 * QD_MDP_MAX_FEATURES names. */
QdMdpFeatures *qd_mdp_features_parse (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of,
                                      const char *text, gsize len, GError **error);
void           qd_mdp_features_free (QdMdpFeatures *features);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpFeatures, qd_mdp_features_free)

guint          qd_mdp_features_count (const QdMdpFeatures *features);
/* Feature I's name (to free): "(x, y) north" for identity. */
char          *qd_mdp_features_name (const QdMdpFeatures *features, guint i);
/* A QdMarkovFeatures: the features of the model's state S and global action
 * A, at most MAX of them. */
guint          qd_mdp_features_get (gpointer features, guint s, guint a, guint *index, double *value, guint max);

G_END_DECLS
