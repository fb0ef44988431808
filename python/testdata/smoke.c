/* A C client of libdatafort, compiled against its generated header by
 * python/python_test.go: it plays one ONR game with the library's random
 * bots, checks the returns, the seats' information state strings, and that bad handles and buffers are refused
 * with a message, and prints "ok". */
#include <stdio.h>
#include <string.h>
#include "libdatafort.h"

#define CHECK(call)                                                         \
	do {                                                                    \
		int rc_ = (call);                                                   \
		if (rc_ != 0) {                                                     \
			char msg_[512];                                                 \
			df_last_error(msg_, sizeof msg_);                               \
			fprintf(stderr, "%s: %d: %s\n", #call, rc_, msg_);              \
			return 1;                                                       \
		}                                                                   \
	} while (0)

int main(void) {
	int64_t g, s, bots[2], p, term, n;
	double ret[2];
	char info[16];

	if (df_api_version() != 1) {
		fprintf(stderr, "api version %d\n", df_api_version());
		return 1;
	}
	CHECK(df_game_new("onr", "{\"seed\": 3}", &g));
	if (df_game_info(g, info, sizeof info, &n) != -4 || n <= (int64_t)sizeof info) {
		fprintf(stderr, "a small buffer was not refused with the size needed\n");
		return 1;
	}
	CHECK(df_state_new(g, &s));
	for (int seat = 0; seat < 2; seat++)
		CHECK(df_bot_new(g, "random", seat, 7 + seat, &bots[seat]));
	for (int steps = 0;; steps++) {
		int64_t a;
		CHECK(df_state_is_terminal(s, &term));
		if (term)
			break;
		if (steps > 100000) {
			fprintf(stderr, "no end\n");
			return 1;
		}
		CHECK(df_state_mover(s, &p));
		CHECK(df_bot_action(bots[p], s, &a));
		CHECK(df_state_apply_player_action(s, p, a));
	}
	/* The information state at the end: a 64-digit hex string per seat, the
	 * two seats' differing (each saw its own hand). */
	char is0[65], is1[65];
	CHECK(df_state_information_state_string(s, 0, is0, sizeof is0, &n));
	CHECK(df_state_information_state_string(s, 1, is1, sizeof is1, &n));
	if (strlen(is0) != 64 || strcmp(is0, is1) == 0) {
		fprintf(stderr, "information state strings %s %s\n", is0, is1);
		return 1;
	}
	CHECK(df_state_returns(s, ret, 2));
	if (ret[0] + ret[1] != 0 || (ret[0] != 1 && ret[0] != -1)) {
		fprintf(stderr, "returns %g %g\n", ret[0], ret[1]);
		return 1;
	}
	CHECK(df_state_free(s));
	if (df_state_free(s) != -2 || df_state_is_terminal(g, &term) != -2) {
		fprintf(stderr, "a freed or wrong-kind handle was not refused\n");
		return 1;
	}
	char msg[256];
	df_last_error(msg, sizeof msg);
	if (strstr(msg, "is a game, not a state") == NULL) {
		fprintf(stderr, "message %s\n", msg);
		return 1;
	}
	CHECK(df_bot_free(bots[0]));
	CHECK(df_bot_free(bots[1]));
	CHECK(df_game_free(g));
	if (df_live_handles() != 0) {
		fprintf(stderr, "%lld handles left\n", (long long)df_live_handles());
		return 1;
	}
	printf("ok %g %g\n", ret[0], ret[1]);
	return 0;
}
