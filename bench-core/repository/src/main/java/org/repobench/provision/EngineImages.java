package org.repobench.provision;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.PullImageResultCallback;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.PullResponseItem;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.utility.DockerImageName;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** The images of the Docker engine Testcontainers reaches, for {@link ImagePull}: docker-java's inspect and pull. */
final class EngineImages implements ImagePull.Engine {
    private final DockerClient client;

    private EngineImages(DockerClient client) {
        this.client = client;
    }

    static EngineImages current() {
        return new EngineImages(DockerClientFactory.instance().client());
    }

    @Override
    public boolean has(String image) {
        try {
            client.inspectImageCmd(image).exec();
            return true;
        } catch (NotFoundException absent) {
            return false;
        }
    }

    @Override
    public ImagePull.Pull pull(String image) {
        DockerImageName name = DockerImageName.parse(image);
        Progress progress = new Progress();
        client.pullImageCmd(name.getUnversionedPart()).withTag(name.getVersionPart()).exec(progress);
        return progress;
    }

    /** A pull's callback: the bytes each layer has downloaded, and its end. */
    private static final class Progress extends PullImageResultCallback implements ImagePull.Pull {
        private final Map<String, Long> layers = new ConcurrentHashMap<>();

        @Override
        public void onNext(PullResponseItem item) {
            super.onNext(item);
            if (item.getId() != null && item.getProgressDetail() != null
                    && item.getProgressDetail().getCurrent() != null) {
                layers.put(item.getId(), item.getProgressDetail().getCurrent());
            }
        }

        @Override
        public boolean await(Duration most) throws ServerStartException {
            try {
                return awaitCompletion(most.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ServerStartException("interrupted", e);
            } catch (RuntimeException refused) {
                // the engine's own answer, e.g. "lookup registry-1.docker.io: no such host"
                throw new ServerStartException(ContainerFailures.of(refused), refused);
            }
        }

        @Override
        public long bytes() {
            return layers.values().stream().mapToLong(Long::longValue).sum();
        }

        @Override
        public void close() {
            try {
                super.close();
            } catch (IOException e) {
                // the stream is given up either way
            }
        }
    }
}
