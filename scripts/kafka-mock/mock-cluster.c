/*
 * A Kafka protocol peer for tests: librdkafka's in-process mock cluster, exposed on localhost.
 *
 * usage: mock-cluster [-b brokers] [topic:partitions ...]
 *
 * Prints one line "bootstrap=<host:port,...>" once the listeners are up, then reads commands
 * from stdin, one per line, and answers "ok" or "error <reason>":
 *   errors <apiKey> <count> <errorCode>   the next <count> requests of <apiKey> fail with <errorCode>
 *   down <brokerId> / up <brokerId>       takes a broker's listener down or back up
 * It exits when stdin closes or on SIGTERM/SIGINT, so a test that dies cannot leak it.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static volatile sig_atomic_t stopping = 0;

static void on_signal(int sig) {
        (void)sig;
        stopping = 1;
}

static int create_topic(rd_kafka_mock_cluster_t *cluster, const char *spec) {
        char name[256];
        int partitions = 1;
        const char *colon = strrchr(spec, ':');
        size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
        if (len == 0 || len >= sizeof(name))
                return -1;
        memcpy(name, spec, len);
        name[len] = '\0';
        if (colon)
                partitions = atoi(colon + 1);
        if (partitions < 1)
                return -1;
        return rd_kafka_mock_topic_create(cluster, name, partitions, 1) == RD_KAFKA_RESP_ERR_NO_ERROR ? 0 : -1;
}

static void run_command(rd_kafka_mock_cluster_t *cluster, char *line) {
        int api_key, count, code, broker;
        rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
        if (sscanf(line, "errors %d %d %d", &api_key, &count, &code) == 3 && count > 0) {
                rd_kafka_resp_err_t *codes = calloc((size_t)count, sizeof(*codes));
                if (!codes) {
                        printf("error out of memory\n");
                        return;
                }
                for (int i = 0; i < count; i++)
                        codes[i] = (rd_kafka_resp_err_t)code;
                rd_kafka_mock_push_request_errors_array(cluster, (int16_t)api_key, (size_t)count, codes);
                free(codes);
        } else if (sscanf(line, "down %d", &broker) == 1) {
                err = rd_kafka_mock_broker_set_down(cluster, broker);
        } else if (sscanf(line, "up %d", &broker) == 1) {
                err = rd_kafka_mock_broker_set_up(cluster, broker);
        } else {
                printf("error unknown command\n");
                return;
        }
        if (err)
                printf("error %s\n", rd_kafka_err2str(err));
        else
                printf("ok\n");
}

int main(int argc, char **argv) {
        int brokers = 1;
        int first_topic = 1;
        char errstr[512];

        if (argc > 2 && strcmp(argv[1], "-b") == 0) {
                brokers = atoi(argv[2]);
                first_topic = 3;
        }
        if (brokers < 1) {
                fprintf(stderr, "mock-cluster: broker count must be >= 1\n");
                return 2;
        }

        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal;
        /* No SA_RESTART: a signal must interrupt the blocking stdin read. */
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        signal(SIGPIPE, SIG_IGN);

        /* The mock cluster needs a client handle for its own bookkeeping; it never sends anything. */
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        /* Its missing bootstrap.servers would otherwise be reported as a notice on every start. */
        rd_kafka_conf_set(conf, "log_level", "4", errstr, sizeof(errstr));
        rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "mock-cluster: %s\n", errstr);
                return 1;
        }
        rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, brokers);
        if (!cluster) {
                fprintf(stderr, "mock-cluster: could not create the mock cluster\n");
                rd_kafka_destroy(rk);
                return 1;
        }
        for (int i = first_topic; i < argc; i++) {
                if (create_topic(cluster, argv[i]) != 0) {
                        fprintf(stderr, "mock-cluster: bad topic spec '%s' (expected name:partitions)\n", argv[i]);
                        rd_kafka_mock_cluster_destroy(cluster);
                        rd_kafka_destroy(rk);
                        return 2;
                }
        }

        setvbuf(stdout, NULL, _IOLBF, 0);
        printf("bootstrap=%s\n", rd_kafka_mock_cluster_bootstraps(cluster));

        char line[256];
        while (!stopping) {
                if (!fgets(line, sizeof(line), stdin)) {
                        if (ferror(stdin) && errno == EINTR && !stopping) {
                                clearerr(stdin);
                                continue;
                        }
                        break;
                }
                run_command(cluster, line);
        }

        rd_kafka_mock_cluster_destroy(cluster);
        rd_kafka_destroy(rk);
        return 0;
}
